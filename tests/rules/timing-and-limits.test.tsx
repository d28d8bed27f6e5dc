/**
 * The spec's numbers and the contract's rules in one table (docs/spec-rules.md section 9,
 * docs/contract.md sections 2, 4, 7 and 9): each row states its value as a literal and its check
 * drives the code with that literal, one step short of it and at it, never with the constant the
 * code exports. A test that advanced time by the imported constant would pass whatever the
 * constant became; here changing a number in `src/` fails its row. Tried, each failing its row:
 * submit debounce 3 s to 1 s (the one hook, queue's too), live ticket poll 5 s to 4 s and 50 s, agency poll 5 s
 * to 6 s, idle logout 30 min to 29 and 31 min, HTTP time-out 60 s to 50 s, start time-out 10 s to
 * 11 s, rating interval 30 to 29 days, feedback prompt 10 to 9 min, image notice 2 s to 3 s,
 * 8 images to 9, 500 characters to 400, star threshold 3 to 4, heartbeat 25 s to 30 s, pong 10 s
 * to 15 s, back-off 1 s to 2 s and its cap 30 s to 20 s, error batch 5 s to 3 s and 10 to 5, frame
 * zoom start 105 to 100 and step 5 to 10, PDF step 5 to 10, 120200 no longer served as 120100.
 * The rules the UI repeats from the server are checked once each on screen, against the in-Node
 * emulator (below the table): the volunteer's grab button (tried: the role check removed), the
 * unread cap 99+ (tried: 999), the SMS code's 60 s resend wait (tried: the emulator's 60 s to 30 s).
 */
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthStart, authReady } from '@/app/auth-setup';
import { NAV_INIT_TIMEOUT_MESSAGE, setLoginRouteGuard, type GuardDecision } from '@/app/routing/login-guard';
import { IMAGE_FIELD_MESSAGES, type DraftImage } from '@/components/image-field/image-limits';
import { useImageUploads } from '@/components/image-field/use-image-uploads';
import { useAgencyList } from '@/features/agency/hooks/use-agency';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { reconnectDelay } from '@/features/im/backoff';
import { memoryOutboxStorage, Outbox } from '@/features/im/outbox';
import { ImConnection, type SocketLike } from '@/features/im/socket/connection';
import { FRAME_ZOOM, PDF_ZOOM, canZoomIn, canZoomOut, zoomIn, zoomOut, type ZoomRange } from '@/features/preview/zoom';
import { useLiveTickets } from '@/features/queue/hooks/use-live-tickets';
import { isRatingDue, promptDelay } from '@/features/rating/doorplate/popup-rules';
import { RATING_MESSAGES, emptyDraft, isLowRating, ratingProblems } from '@/features/rating/rules';
import { toast } from '@/lib/feedback/feedback';
import { createErrorReporter, type ErrorBatch } from '@/lib/errors/error-reporter';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { cloud } from '@/lib/http/cloud';
import { gateway } from '@/lib/http/client';
import { isGatewayError, MESSAGES } from '@/lib/http/errors';
import { normalizeAreaCode } from '@/lib/router/area';
import { notifyUser, unreadOf } from '@/mocks/features/im/domain';
import { systemMessages } from '@/mocks/features/im/tables';
import { emulatorTestApi } from '@/mocks/node';
import { http } from 'msw';
import { server } from '../setup';
import { renderApp } from '../utils/render-app';
import { countRequests } from '../utils/requests';
import { startTestSession } from '../utils/session';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const AREA = 'fixedArea=120101&rootArea=120000&sys=home';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setLoginRouteGuard(null);
});

/** Real time passing (the faked timers left alone), until `done` or a second and a half. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 75 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
}

// ---------------------------------------------------------------------------------------------
// The drivers: each takes the row's literal and shows the code keeps it, one step short of it
// and at it.

type Tap = { result: { current: { run(send: () => Promise<unknown>): Promise<unknown> } } };

/** A send, a tap `ms - 1` later ignored, one at `ms` sent. */
const debounce = (mount: () => Tap) => async (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const { result } = mount();
  const send = vi.fn(async () => undefined);
  const tap = () =>
    act(async () => {
      await result.current.run(send);
    });
  await tap();
  vi.setSystemTime(Date.now() + ms - 1);
  await tap();
  expect(send).toHaveBeenCalledTimes(1);
  vi.setSystemTime(Date.now() + 1);
  await tap();
  expect(send).toHaveBeenCalledTimes(2);
};

/** A live query asked once at mount, not again `ms - 1` later, again at `ms`. */
const poll =
  (path: string, useLive: () => { isSuccess: boolean; isFetching: boolean }, session: Parameters<typeof startTestSession>[0] = {}) =>
  async (ms: number) => {
    startTestSession(session);
    const asked = countRequests(path);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, unmount } = renderHook(useLive, { wrapper });
    await act(() => until(() => result.current.isSuccess));
    expect(result.current.isSuccess).toBe(true);
    expect(asked.get()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(ms - 1));
    await act(() => until(() => false));
    expect(asked.get()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => until(() => asked.get() === 2 && !result.current.isFetching));
    expect(asked.get()).toBe(2);
    unmount();
    asked.stop();
    client.clear();
  };

/** Logged in, a tap, `ms - 1 s` later still logged in, at `ms` logged out. */
async function idleLogout(ms: number) {
  startTestSession();
  const { unmount } = render(<AuthStart />);
  await act(() => authReady());
  // Logged in (as the start finds a user who is): from here the idle watch runs on the faked clock.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // A failed step still unmounts the start: its idle watch must not outlive this row into the next.
  try {
    act(() => useAuthStore.getState().setAuthority('mobile'));
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE));
    // Activity starts the wait again.
    window.dispatchEvent(new Event('pointerdown'));
    await act(() => vi.advanceTimersByTimeAsync(ms - SECOND));
    expect(useAuthStore.getState().authority).toBe('mobile');
    await act(() => vi.advanceTimersByTimeAsync(SECOND));
    vi.useRealTimers();
    await waitFor(() => expect(useAuthStore.getState().authority).toBe(''));
  } finally {
    vi.useRealTimers();
    unmount();
  }
}

/** A call that never answers is still pending `ms - 1` after it left, and fails as a time-out at `ms`. */
const timeOut = (call: () => Promise<unknown>, failed: (settled: unknown) => void) => async (ms: number) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const fail = vi.spyOn(toast, 'fail').mockImplementation(() => undefined);
  let settled: unknown = 'pending';
  const p = call().then(
    (v) => (settled = v),
    (e: unknown) => (settled = e),
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(settled).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  await p;
  failed(settled);
  expect(fail).toHaveBeenCalledWith(MESSAGES.timeout);
};

/** The login guard's answer waited for `ms - 1`, then the time-out message. */
async function navInitTimeout(ms: number) {
  // The auth feature installs its own guard when its code loads: load it first, so the guard
  // under test stays the one installed here (as tests/app/login-guard.test.tsx does).
  await import('@/app/auth-setup');
  // The page's clock faked from the start; it moves only when the test moves it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  let askedAt: number | null = null;
  setLoginRouteGuard(() => {
    askedAt = Date.now();
    return new Promise<GuardDecision>(() => undefined);
  });
  renderApp(`/myInfo?${AREA}`);
  // Asked once the route's page and the auth code have loaded (modules arriving in real time, the
  // page's own timers moved on 10 ms at a time); the wait starts then.
  for (let i = 0; i < 500 && askedAt === null; i++) {
    await act(() => vi.advanceTimersByTimeAsync(10));
    await new Promise((r) => setImmediate(r));
  }
  expect(askedAt).not.toBeNull();
  const waited = Date.now() - askedAt!;
  await act(() => vi.advanceTimersByTimeAsync(ms - 1 - waited));
  expect(screen.queryByText(NAV_INIT_TIMEOUT_MESSAGE)).not.toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(screen.getByText(NAV_INIT_TIMEOUT_MESSAGE)).toBeInTheDocument();
}

/** The image field with `already` photos in it. */
function imageField(already: number) {
  let images: DraftImage[] = Array.from({ length: already }, (_, i) => ({ key: `k${i}`, name: `p${i}.png`, status: 'done', url: `u${i}` }));
  const hook = renderHook(() =>
    useImageUploads({
      formKey: `rules-${Math.random()}`,
      get: () => images,
      set: (next) => (images = next),
    }),
  );
  return { hook, images: () => images };
}

const GIF_BYTES = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00]);
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A wrong-type photo's notice is still up `ms - 1` after it showed, gone at `ms`. */
async function imageNotice(ms: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { hook } = imageField(0);
  await act(() => hook.result.current.addFiles([new File([GIF_BYTES], '动图.jpg', { type: 'image/jpeg' })]));
  expect(hook.result.current.notice).toBe('只能上传JPG、JPEG、PNG格式的图片');
  await act(() => vi.advanceTimersByTimeAsync(ms - 1));
  expect(hook.result.current.notice).not.toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(hook.result.current.notice).toBeNull();
}

/** A photo more than `max` is refused by the field, and a draft with more is not sent. */
async function maxImages(max: number) {
  const full = imageField(max);
  await act(() => full.hook.result.current.addFiles([new File([PNG_BYTES], 'one-more.png', { type: 'image/png' })]));
  expect(full.images()).toHaveLength(max);
  expect(full.hook.result.current.notice).toBe(`最多上传${max}张图片`);
  expect(IMAGE_FIELD_MESSAGES.imageCount(max)).toBe(`最多上传${max}张图片`);
  const photos = (n: number): DraftImage[] =>
    Array.from({ length: n }, (_, i) => ({ key: `k${i}`, name: 'p.png', status: 'done', url: `u${i}` }));
  const draft = (n: number) => ({ ...emptyDraft('13800138000'), stars: 1, images: photos(n) });
  expect(ratingProblems(draft(max)).images).toBeUndefined();
  expect(ratingProblems(draft(max + 1)).images).toBe(`最多上传${max}张图片`);
}

/** The socket's heartbeat: a ping `every` ms after authOk (not before), the socket given up `pongWait` after it without a pong, a new one `firstRetry` later. */
async function heartbeat({ every, pongWait, firstRetry }: { every: number; pongWait: number; firstRetry: number }) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const sockets: { frames: string[]; closed: boolean }[] = [];
  class FakeSocket implements SocketLike {
    readyState = 1;
    onopen: ((ev: Event) => void) | null = null;
    onmessage: ((ev: MessageEvent) => void) | null = null;
    onclose: ((ev: CloseEvent) => void) | null = null;
    onerror: ((ev: Event) => void) | null = null;
    state = { frames: [] as string[], closed: false };
    constructor() {
      sockets.push(this.state);
      queueMicrotask(() => this.onopen?.(new Event('open')));
    }
    send(data: string) {
      const type = (JSON.parse(data) as { type: string }).type;
      this.state.frames.push(type);
      if (type === 'auth') queueMicrotask(() => this.onmessage?.(new MessageEvent('message', { data: '{"type":"authOk","userId":"U1"}' })));
    }
    close() {
      this.readyState = 3;
      this.state.closed = true;
    }
  }
  const c = new ImConnection({
    url: 'ws://x',
    credentials: () => ({ token: 't', secret: 's' }),
    outbox: new Outbox('U1', memoryOutboxStorage()),
    history: async () => [],
    onAuthFail: () => undefined,
    createSocket: () => new FakeSocket(),
    // No jitter: the back-off's own figure.
    random: () => 0.5,
  });
  await c.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(c.isAuthed).toBe(true);
  const pings = () => sockets[0].frames.filter((f) => f === 'ping').length;
  await vi.advanceTimersByTimeAsync(every - 1);
  expect(pings()).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(pings()).toBe(1);
  await vi.advanceTimersByTimeAsync(pongWait - 1);
  expect(sockets[0].closed).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(sockets[0].closed).toBe(true);
  await vi.advanceTimersByTimeAsync(firstRetry - 1);
  expect(sockets).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(sockets).toHaveLength(2);
  await c.stop();
}

/** Error reports leave `wait` ms after the first one is queued, or at once when `batch` are queued. */
async function errorBatches({ wait, batch }: { wait: number; batch: number }) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const sent: ErrorBatch[] = [];
  const reporter = createErrorReporter({ send: (b) => sent.push(b) });
  const error = (i: number) => ({
    kind: 'error' as const,
    message: `出错了 ${String.fromCharCode(97 + i)}`,
    hash: '#/home',
    at: Date.now(),
  });
  reporter.add(error(0));
  await vi.advanceTimersByTimeAsync(wait - 1);
  expect(sent).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(sent).toHaveLength(1);
  // Past the rate limit's minute, so that a whole batch is let in.
  await vi.advanceTimersByTimeAsync(60 * SECOND);
  for (let i = 1; i < batch; i++) reporter.add(error(i));
  expect(sent).toHaveLength(1);
  reporter.add(error(batch));
  expect(sent).toHaveLength(2);
  expect(sent[1].reports).toHaveLength(batch);
}

/** Stepping through a zoom range from its start, with both buttons' bounds. */
function zoomSteps(range: ZoomRange, expected: { min: number; max: number; step: number; initial: number }) {
  expect(range.initial).toBe(expected.initial);
  const up = [range.initial];
  while (canZoomIn(up.at(-1)!, range)) up.push(zoomIn(up.at(-1)!, range));
  const down = [up.at(-1)!];
  while (canZoomOut(down.at(-1)!, range)) down.push(zoomOut(down.at(-1)!, range));
  const by = (from: number, to: number, step: number) =>
    Array.from({ length: Math.abs(to - from) / expected.step + 1 }, (_, i) => from + i * step);
  expect(up).toEqual(by(expected.initial, expected.max, expected.step));
  expect(down).toEqual(by(expected.max, expected.min, -expected.step));
}

// ---------------------------------------------------------------------------------------------
// The table: the rule, where it is written, the value as a literal, and the check driven by it.

interface Rule {
  rule: string;
  source: string;
  value: string;
  check: () => unknown;
}

/** A row: `value` is the literal the check is driven with; `shown` says it for the test's title. */
function row<T>(rule: string, source: string, value: T, shown: string, check: (value: T) => unknown): Rule {
  return { rule, source, value: shown, check: () => check(value) };
}

const RULES: Rule[] = [
  // Timing.
  row(
    '表单提交防抖（各表单）',
    'spec 9',
    3000,
    '3 s',
    debounce(() => renderHook(() => useGuardedSubmit())),
  ),
  row(
    '排队号实时刷新（页面可见时）',
    'docs/queue.md',
    5000,
    '5 s',
    poll('/v1/auth/ticket/mine', () => useLiveTickets().query),
  ),
  row(
    '帮办待接单实时刷新（页面可见时）',
    'docs/agency-and-ems.md',
    5000,
    '5 s',
    poll('/owBizAssistagent/anon/authentication/list', () => useAgencyList('pool', true), {
      userId: 'M13600136001',
      mobile: '13600136001',
    }),
  ),
  row('无操作自动登出', 'spec 4, 8', 30 * MINUTE, '30 min', idleLogout),
  row(
    '网关请求超时',
    'spec 9, contract 4',
    60 * SECOND,
    '60 s',
    timeOut(
      () => {
        emulatorTestApi.setFaults({ timeout: 1, match: '/subRegion' });
        return gateway.get('/area/sysArea/anon/subRegion', { parentId: '120000' });
      },
      (e) => expect(isGatewayError(e) && e.kind).toBe('timeout'),
    ),
  ),
  row(
    '云端请求超时',
    'spec 9, contract 4',
    60 * SECOND,
    '60 s',
    timeOut(
      () => {
        server.use(http.get('*/cloud-api/t/slow', () => new Promise<Response>(() => undefined)));
        return cloud.get('/t/slow');
      },
      (v) => expect(v).toBe(false),
    ),
  ),
  row('页面初始化（登录判断）超时', 'spec 9', 10 * SECOND, '10 s', navInitTimeout),
  row('门牌评价：距上次评价', 'spec 4, 9', 30 * DAY, '30 days', (ms) => {
    const now = Date.UTC(2026, 10, 22, 8);
    expect(isRatingDue(new Date(now - ms).toISOString(), now)).toBe(false);
    expect(isRatingDue(new Date(now - ms - 1).toISOString(), now)).toBe(true);
  }),
  row('使用后意见反馈提示', 'spec 4, 9', 10 * MINUTE, '10 min', (ms) => {
    const start = Date.UTC(2026, 10, 22, 8);
    expect(promptDelay(start, start + ms - 1)).toBe(1);
    expect(promptDelay(start, start + ms)).toBe(0);
    expect(promptDelay(start, start)).toBe(ms);
  }),
  row('图片格式错误提示显示时长', 'spec 8', 2 * SECOND, '2 s', imageNotice),
  row(
    '消息连接心跳、无 pong 断开、首次重连',
    'contract 7',
    { every: 25 * SECOND, pongWait: 10 * SECOND, firstRetry: 1 * SECOND },
    '25 s, 10 s, 1 s',
    heartbeat,
  ),
  row('消息重连退避上限（1 s 起翻倍）', 'contract 7', 30 * SECOND, '30 s', (cap) => {
    const noJitter = () => 0.5;
    expect([0, 1, 2, 3, 4].map((n) => reconnectDelay(n, noJitter))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(reconnectDelay(5, noJitter)).toBe(cap);
    expect(reconnectDelay(10, () => 0.999)).toBe(cap);
  }),
  row('错误上报：首条后发出，或攒满即发', 'contract 9', { wait: 5 * SECOND, batch: 10 }, '5 s, 10 reports', errorBatches),
  // Limits.
  row('评价问题描述字数', 'spec 5, 9', 500, '500 characters', (max) => {
    const draft = (n: number) => ({ ...emptyDraft('13800138000'), stars: 1, remarks: '慢'.repeat(n) });
    expect(ratingProblems(draft(max)).remarks).toBeUndefined();
    expect(ratingProblems(draft(max + 1)).remarks).toBe(`问题描述不能超过${max}字`);
    expect(RATING_MESSAGES.remarksTooLong).toBe(`问题描述不能超过${max}字`);
    // A person's characters: an emoji is one.
    expect(ratingProblems({ ...draft(0), remarks: '😀'.repeat(max) }).remarks).toBeUndefined();
  }),
  row('评价图片张数', 'spec 5, 9', 8, '8 images', maxImages),
  row('低分（需选问题类型）星级线', 'spec 5, 9', 3, 'below 3 stars', (threshold) => {
    expect([1, 2, 3, 4, 5].filter(isLowRating)).toEqual(Array.from({ length: threshold - 1 }, (_, i) => i + 1));
  }),
  row('预览框缩放', 'spec 2, 9', { min: 100, max: 200, step: 5, initial: 105 }, '100-200 % by 5 from 105', (z) => zoomSteps(FRAME_ZOOM, z)),
  row('PDF 缩放（上限为本仓库所定）', 'spec 9', { min: 100, max: 300, step: 5, initial: 100 }, '100-300 % by 5 from 100', (z) =>
    zoomSteps(PDF_ZOOM, z),
  ),
  row('区号 120200 按 120100 办理', 'spec 9', ['120200', '120100'] as const, '120200 → 120100', ([old, served]) => {
    expect(normalizeAreaCode(old)).toBe(served);
    expect(normalizeAreaCode(served)).toBe(served);
  }),
  row('签名的随机数与时间戳位数', 'contract 2', 10, '10 digits', async (digits) => {
    const seen: Headers[] = [];
    const listener = ({ request }: { request: Request }) => void seen.push(request.headers);
    server.events.on('request:start', listener);
    await gateway.get('/area/sysArea/anon/subRegion', { parentId: '120000' });
    server.events.removeListener('request:start', listener);
    const digitsOnly = new RegExp(`^\\d{${digits}}$`);
    expect(seen[0].get('secret')).toMatch(digitsOnly);
    expect(seen[0].get('timestamp')).toMatch(digitsOnly);
  }),
];

describe('the spec’s numbers and the contract’s rules, each driven with its literal value', () => {
  it.each(RULES)('$rule ($source): $value', async ({ check }) => {
    await check();
  });
});

// ---------------------------------------------------------------------------------------------
// The rules the UI repeats from the server, once each on screen (the emulator checks its side).

describe('rules the UI repeats from the server, on screen', () => {
  it('a volunteer (志愿者) cannot grab: 抢单 is disabled and says why; an assistant’s is not', async () => {
    startTestSession({ userId: 'M13600136004', mobile: '13600136004' });
    renderApp(`/agentRequest?${AREA}`);
    const pool = await screen.findByRole('list', { name: '待接单请求' });
    const buttons = within(pool).getAllByRole('button', { name: '抢单' });
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect(b).toBeDisabled();
    expect(within(pool).getAllByText('志愿者不能接单')).toHaveLength(buttons.length);
    cleanup();

    startTestSession({ userId: 'M13600136001', mobile: '13600136001' });
    renderApp(`/agentRequest?${AREA}`);
    const theirs = await screen.findByRole('list', { name: '待接单请求' });
    await waitFor(() => expect(within(theirs).getAllByRole('button', { name: '抢单' })[0]).toBeEnabled());
    expect(within(theirs).queryByText('志愿者不能接单')).not.toBeInTheDocument();
  });

  it('the unread count shows up to 99, then 99+', async () => {
    /** The emulator's unread total for U0001 set to `n` with 系统消息. */
    const unreadTo = (n: number) => {
      for (const m of systemMessages.filter((x) => x.userId === 'U0001' && !x.read)) systemMessages.update(m.id, { read: true });
      const left = n - unreadOf('U0001').total;
      for (let i = 0; i < left; i++) notifyUser('U0001', { title: `通知${i}`, content: '办件进度更新' });
      expect(unreadOf('U0001').total).toBe(n);
    };
    // Logged in as the login page leaves it (the deferred start keeps that login).
    startTestSession();
    window.localStorage.setItem('accountMobile', '13800138000');
    window.localStorage.setItem('validateMobileSecret', 'kept-secret');
    useAuthStore.getState().markLoginSubmitted();
    useAuthStore.getState().setAuthority('mobile');
    unreadTo(99);
    renderApp(`/mine?${AREA}`);
    const at99 = await screen.findByRole('link', { name: '消息中心，99条未读' });
    expect(within(at99).getByText('99')).toBeInTheDocument();
    cleanup();

    unreadTo(100);
    renderApp(`/mine?${AREA}`);
    const at100 = await screen.findByRole('link', { name: '消息中心，100条未读' });
    expect(within(at100).getByText('99+')).toBeInTheDocument();
  });

  it('a new SMS code can be asked for 60 s after the last (the gateway’s resendAfter, counted down)', async () => {
    // Only the clock is faked: the countdown's own interval ticks in real time and reads it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    vi.setSystemTime(Date.now() + 59 * SECOND);
    expect(await screen.findByRole('button', { name: '1秒后重新获取' })).toBeDisabled();
    vi.setSystemTime(Date.now() + 1 * SECOND);
    expect(await screen.findByRole('button', { name: '重新获取' })).toBeEnabled();
  });
});

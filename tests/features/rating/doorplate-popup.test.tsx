import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { complaints } from '@/mocks/features/rating/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

const DAY = 86_400_000;
const START = new Date('2026-11-22T09:00:00+08:00').getTime();
const POPUP_TITLE = '请为数字门牌服务打分';
const PROMPT = '您已使用数字门牌10分钟，欢迎提出意见和建议，帮助我们改进服务。';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

async function atHome(route = '/home') {
  const view = renderApp(route);
  await advance(50);
  return view;
}

beforeEach(() => {
  // Only the clock and timers: promises and the emulator's I/O run as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
  fresh();
});

/** Unmounts and removes what imperative dialogs left in the body (jsdom never ends their exit animation). */
function fresh(view?: { unmount(): void }) {
  view?.unmount();
  cleanup();
  document.body.innerHTML = '';
}

/** The popup is up and its form has settled (the account's mobile filled in as the contact). */
async function popupShown() {
  expect(await screen.findByText(POPUP_TITLE)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/联系方式/)).toHaveValue('13800138000'));
}

describe('door-plate rating popup', () => {
  it('rises on the door-plate for a logged-in user who never rated, after a moment', async () => {
    startTestSession();
    await atHome();
    expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument();
    await advance(2000);
    await popupShown();
  });

  it('does not rise for a visitor without a session', async () => {
    await atHome();
    await advance(5000);
    expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument();
  });

  it('waits 30 days after the last rating', async () => {
    startTestSession();
    window.localStorage.setItem('ow.lastRatingDate', new Date(START - 30 * DAY).toISOString());
    const first = await atHome();
    await advance(3000);
    expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument();
    fresh(first);

    window.sessionStorage.removeItem('ow.session');
    window.localStorage.setItem('ow.lastRatingDate', new Date(START - 30 * DAY - 60_000).toISOString());
    await atHome();
    await advance(2000);
    await popupShown();
  });

  it('rises at most once per session, even after a reload, and again in a new session', async () => {
    startTestSession();
    const user = setupUser();
    const first = await atHome();
    await advance(2000);
    await user.click(await screen.findByRole('button', { name: '关闭评价' }));
    await waitFor(() => expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument());

    window.location.hash = '#/governmentMap';
    await advance(3000);
    window.location.hash = '#/home';
    await advance(3000);
    expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument();
    fresh(first);

    // A reload keeps sessionStorage: still no popup.
    const second = await atHome();
    await advance(3000);
    expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument();
    fresh(second);

    // A new browser session.
    window.sessionStorage.removeItem('ow.session');
    await atHome();
    await advance(2000);
    await popupShown();
  });

  it('sends a rating from the popup, thanks briefly, and then stays away for 30 days', async () => {
    startTestSession({ userId: 'U-POP' });
    const user = setupUser();
    const first = await atHome();
    await advance(2000);
    await screen.findByText(POPUP_TITLE);
    await waitFor(() => expect(screen.getByLabelText(/联系方式/)).toHaveValue('13800138000'));
    await user.click(screen.getByRole('button', { name: '5星' }));
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('感谢您的评价！')).toBeInTheDocument();
    expect(complaints.all()[0]).toMatchObject({ userId: 'U-POP', sumStars: 5, evaluateTarget: 'doorplate' });
    expect(Math.abs(Date.parse(window.localStorage.getItem('ow.lastRatingDate') ?? '') - Date.now())).toBeLessThan(5000);
    await advance(2100);
    await waitFor(() => expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument());
    fresh(first);

    // New session 29 days later: nothing. 31 days later: asked again.
    window.sessionStorage.removeItem('ow.session');
    vi.setSystemTime(Date.now() + 29 * DAY);
    startTestSession({ userId: 'U-POP' });
    const second = await atHome();
    await advance(3000);
    expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument();
    fresh(second);

    window.sessionStorage.removeItem('ow.session');
    vi.setSystemTime(Date.now() + 2 * DAY);
    startTestSession({ userId: 'U-POP' });
    await atHome();
    await advance(2000);
    await popupShown();
  });

  it("closes on the phone's Back instead of staying over the page it goes back to", async () => {
    startTestSession();
    await atHome('/mine');
    window.location.hash = '#/home';
    await advance(2500);
    await popupShown();
    act(() => window.history.back());
    await waitFor(() => expect(currentRoute()).toMatch(/^\/mine/));
    await advance(50);
    expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prompts for feedback once after 10 minutes of use and opens the feedback form', async () => {
    window.localStorage.setItem('ow.lastRatingDate', new Date(START).toISOString());
    startTestSession();
    const user = setupUser();
    const first = await atHome();
    await advance(10 * 60_000 - 1000);
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
    await advance(1000);
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去反馈' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/feedback\?/));
    fresh(first);

    // Once per session: a reload much later does not prompt again.
    await atHome();
    await advance(15 * 60_000);
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
  });

  it('counts the 10 minutes from the start of the session across a reload', async () => {
    window.localStorage.setItem('ow.lastRatingDate', new Date(START).toISOString());
    const first = await atHome();
    await advance(6 * 60_000);
    fresh(first);
    await atHome();
    await advance(4 * 60_000 - 500);
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
    await advance(500);
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
  });

  it('comes back filled after a 401 while sending and a new login', async () => {
    const { token } = startTestSession({ userId: 'U-POP401' });
    const user = setupUser();
    const first = await atHome();
    await advance(2000);
    await screen.findByText(POPUP_TITLE);
    await user.click(screen.getByRole('button', { name: '2星' }));
    await user.click(screen.getByRole('button', { name: '体验问题' }));
    await user.type(screen.getByRole('textbox', { name: /问题描述/ }), '首页加载很慢');
    emulatorTestApi.expireSessions(token);
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    fresh(first);

    startTestSession({ userId: 'U-POP401' });
    await atHome();
    await advance(2000);
    expect(await screen.findByDisplayValue('首页加载很慢')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '体验问题' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('感谢您的评价！')).toBeInTheDocument();
    expect(complaints.all()[0]).toMatchObject({ userId: 'U-POP401', sumStars: 2, remarks: '首页加载很慢' });
  });

  it('in elder mode nothing pops up: a quiet entry opens the rating instead', async () => {
    window.localStorage.setItem('ow.prefs', JSON.stringify({ elderMode: true }));
    startTestSession();
    const user = setupUser();
    await atHome();
    await advance(10 * 60_000);
    expect(screen.queryByText(POPUP_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '服务评价' }));
    await popupShown();
  });

  // Defect 11: the popup sent outHallId "" although home shows its hall.
  it('sends the hall the door-plate screen shows as outHallId', async () => {
    startTestSession({ userId: 'U-POPHALL' });
    const user = setupUser();
    await atHome('/home?fixedArea=120101&rootArea=120000&sys=home');
    await advance(2000);
    await screen.findByText(POPUP_TITLE);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('和平区政务服务中心'));
    await user.click(screen.getByRole('button', { name: '4星' }));
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('感谢您的评价！')).toBeInTheDocument();
    expect(complaints.all()[0]).toMatchObject({ userId: 'U-POPHALL', outHallId: 'H1201010', hallName: '和平区政务服务中心' });
  });
});

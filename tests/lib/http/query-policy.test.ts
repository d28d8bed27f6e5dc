import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { gateway, HTTP_TIMEOUT_MS } from '@/lib/http/client';
import { GatewayError } from '@/lib/http/errors';
import { guardInterval, guardRetry, shouldRetryQuery } from '@/lib/http/query-policy';
import { emulatorTestApi } from '@/mocks/node';
import { server } from '../../setup';

// Issue 13 item 2, "sixty seconds means sixty seconds": a gateway that never answers leaves a
// page on its skeleton for one 60 s wait, then the error and its retry stay on screen. Two ways a
// query used to undo that: its own retry rule (nearby: `count < 1`) tried a time-out again, and
// its polling (找大厅 refreshes every 60 s) fetched the failed query again, which TanStack shows
// as pending (the skeleton) for another full 60 s.

const PATH = '/area/sysArea/anon/subRegion';

/** Counts the requests that reach the emulator for PATH. */
function countRequests() {
  const seen = { n: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(PATH)) seen.n += 1;
  });
  return seen;
}

function observe(options: Record<string, unknown>) {
  const client = createQueryClient();
  const observer = new QueryObserver(client, {
    queryKey: ['policy', Math.random()],
    queryFn: () => gateway.get(PATH, { parentId: '120000' }, { silent: true }),
    ...options,
  });
  const results: QueryObserverResult[] = [];
  const unsubscribe = observer.subscribe((r) => results.push(r));
  return { client, observer, results, unsubscribe, last: () => observer.getCurrentResult() };
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('a gateway that never answers (fake timers)', () => {
  it("a query's own retry rule does not buy a second 60 s wait", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    emulatorTestApi.setFaults({ timeout: 1, match: PATH });
    const seen = countRequests();
    // nearby's rule before the fix: any failure but missing coordinates, once.
    const q = observe({ retry: (count: number) => count < 1, retryDelay: 1000 });
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(q.last().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(q.last().status).toBe('error');
    expect((q.last().error as GatewayError).kind).toBe('timeout');
    // Another minute: still the error (with its retry), no new request went out.
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS + 5_000);
    expect(q.last().status).toBe('error');
    expect(seen.n).toBe(1);
    expect(q.results.filter((r) => r.status === 'pending' && r.fetchStatus === 'fetching').length).toBeLessThanOrEqual(1);
    q.unsubscribe();
  });

  it('polling stops while the query fails without data, and resumes after a retry brings data', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    emulatorTestApi.setFaults({ timeout: 1, match: PATH });
    const seen = countRequests();
    // 找大厅's refresh: every 60 s while shown.
    const q = observe({ refetchInterval: 60_000 });
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    expect(q.last().status).toBe('error');
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(q.last().status).toBe('error');
    expect(q.last().isPending).toBe(false);
    expect(seen.n).toBe(1);
    // The gateway is back; the page's retry loads, and polling starts again.
    emulatorTestApi.clearFaults();
    await q.observer.refetch();
    expect(q.last().status).toBe('success');
    expect(seen.n).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen.n).toBe(3);
    q.unsubscribe();
  });

  it('a poll that fails while data is on screen keeps the data and keeps polling', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const seen = countRequests();
    const q = observe({ refetchInterval: 5_000, retry: false });
    await vi.advanceTimersByTimeAsync(100);
    expect(q.last().status).toBe('success');
    server.use(http.get(`*${PATH}`, () => HttpResponse.json({ code: 500, message: '忙' }, { status: 500 })));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(q.last().status).toBe('error');
    expect(q.last().data).toBeDefined();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen.n).toBe(3);
    q.unsubscribe();
  });
});

/** A query whose gateway never answers, with each of its calls kept to see how it ends. */
function observeHangingCalls() {
  emulatorTestApi.setFaults({ timeout: 1, match: PATH });
  const seen = countRequests();
  const calls: Promise<unknown>[] = [];
  const q = observe({
    queryFn: () => {
      const call = gateway.get(PATH, { parentId: '120000' }, { silent: true });
      calls.push(call);
      return call;
    },
  });
  return { seen, calls, q };
}

describe("a query's own abort", () => {
  it('a cancelled query ends its request at once, and the next fetch is a new request that answers', async () => {
    const { seen, calls, q } = observeHangingCalls();
    // The request has reached the gateway, which holds it.
    await vi.waitFor(() => expect(seen.n).toBe(1));
    const started = Date.now();
    await q.client.cancelQueries();
    // The hanging request ends now with a silent cancel, not after the 60 s time-out.
    await expect(calls[0]).rejects.toMatchObject({ kind: 'canceled' });
    expect(Date.now() - started).toBeLessThan(2_000);
    emulatorTestApi.clearFaults();
    await q.observer.refetch();
    expect(q.last().status).toBe('success');
    expect(seen.n).toBe(2);
    q.unsubscribe();
  });

  it('a query left by its last page mid-request ends the request (a page left before its answer)', async () => {
    const { seen, calls, q } = observeHangingCalls();
    await vi.waitFor(() => expect(seen.n).toBe(1));
    q.unsubscribe();
    await expect(calls[0]).rejects.toMatchObject({ kind: 'canceled' });
  });

  it('a page left mid-request and opened again asks again and shows its answer (never the skeleton for good)', async () => {
    emulatorTestApi.setFaults({ latency: 800, match: PATH });
    const seen = countRequests();
    const q = observe({});
    await vi.waitFor(() => expect(seen.n).toBe(1));
    q.unsubscribe();
    // The same query on the page opened again at once (the same commit, as React does).
    const again = new QueryObserver(q.client, q.observer.options);
    const unsubscribe = again.subscribe(() => undefined);
    await vi.waitFor(() => expect(again.getCurrentResult().status).toBe('success'), { timeout: 3_000 });
    expect(seen.n).toBe(2);
    unsubscribe();
  });

  it('a call made outside any query has no signal of a query that ran before it', async () => {
    const q = observe({});
    await vi.waitFor(() => expect(q.last().status).toBe('success'));
    await q.client.cancelQueries();
    await expect(gateway.get(PATH, { parentId: '120000' }, { silent: true })).resolves.toBeDefined();
    q.unsubscribe();
  });
});

describe('the retry rules', () => {
  const kinds = ['timeout', 'canceled', 'network', 'http', 'malformed', 'auth', 'business'] as const;
  it.each(kinds)('client default for %s', (kind) => {
    const e = new GatewayError(kind, 'x');
    expect(shouldRetryQuery(0, e)).toBe(kind === 'network' || kind === 'http' || kind === 'malformed');
    expect(shouldRetryQuery(1, e)).toBe(false);
  });

  it("a query's own rule keeps its say, except over a time-out", () => {
    const timeout = new GatewayError('timeout', 'x');
    const network = new GatewayError('network', 'x');
    for (const own of [true, 3, (n: number) => n < 2] as const) {
      const rule = guardRetry(own) as (n: number, e: unknown) => boolean;
      expect(rule(0, timeout)).toBe(false);
      expect(rule(0, network)).toBe(true);
    }
    expect((guardRetry(false) as (n: number, e: unknown) => boolean)(0, network)).toBe(false);
    // Guarding twice does not wrap twice.
    const once = guardRetry(1);
    expect(guardRetry(once)).toBe(once);
  });

  it('an interval rule: off while failed without data, its own answer otherwise', () => {
    const rule = guardInterval((q) => (q.state.data === 'done' ? false : 7)) as (q: unknown) => number | false;
    expect(rule({ state: { status: 'error', data: undefined } })).toBe(false);
    expect(rule({ state: { status: 'error', data: 'x' } })).toBe(7);
    expect(rule({ state: { status: 'success', data: 'done' } })).toBe(false);
    expect(guardInterval(false)).toBe(false);
    expect((guardInterval(60_000) as (q: unknown) => number)({ state: { status: 'pending', data: undefined } })).toBe(60_000);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

// The client's transport (axios, the signing) loads with the first call once the first page is on
// screen; on a landing page it loads at once, its calls being the page's content
// (docs/performance.md, "Landing pages"). Each test has a client and a first page of its own.
beforeEach(() => vi.resetModules());

/** Whether `p` settles within `ms` (the transport's module itself is already transformed). */
async function settlesWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void p.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

describe('when the first call loads the transport', () => {
  it('on an ordinary page, only once the first page has committed and painted', async () => {
    await import('@/lib/http/gateway-axios');
    const { expectFirstPage, markFirstPageCommitted } = await import('@/lib/hooks/after-load');
    const { loadTransport } = await import('@/lib/http/client');
    expectFirstPage();
    const loading = loadTransport();
    expect(await settlesWithin(loading, 300)).toBe(false);
    markFirstPageCommitted();
    await expect(loading).resolves.toHaveProperty('gatewayAxios');
  });

  it('on a landing page (sendCallsAtOnce), at once, before the first page has committed', async () => {
    await import('@/lib/http/gateway-axios');
    const { expectFirstPage } = await import('@/lib/hooks/after-load');
    const { loadTransport, sendCallsAtOnce } = await import('@/lib/http/client');
    expectFirstPage();
    sendCallsAtOnce();
    expect(await settlesWithin(loadTransport(), 300)).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstCallsReady, preloadCurrentPage } from '@/app/routing/preload';

// main.tsx renders the first page once firstCallsReady resolves (docs/performance.md, "Only the
// pages whose first calls need it"): a landing page with first calls waits for the client's
// transport so that its calls are on the wire before React starts; any other page renders without
// it, its bytes not on the way of the first paint.
const transport = vi.hoisted(() => ({ load: vi.fn<() => Promise<unknown>>() }));
vi.mock('@/lib/http/client', async (original) => ({
  ...(await original<typeof import('@/lib/http/client')>()),
  loadTransport: transport.load,
}));

afterEach(() => transport.load.mockReset());

async function ready(hash: string, landing: boolean) {
  await preloadCurrentPage(hash);
  return firstCallsReady(landing, hash);
}

describe('the first render waits for the transport only where first calls need it', () => {
  it('a landing page naming first calls (办事指南): the transport is in before they are handed over', async () => {
    let loaded = false;
    transport.load.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve((loaded = true)), 50)));
    const first = await ready('#/guidelines?matterId=M12010100', true);
    expect(transport.load).toHaveBeenCalledOnce();
    expect(loaded).toBe(true);
    expect(first).toHaveLength(1);
  });

  it('a landing page without first calls (搜索, the preview): no transport before the render', async () => {
    expect(await ready('#/search', true)).toEqual([]);
    expect(await ready('#/previewFile?fileUrl=%2Ffixtures%2Fsample.png', true)).toEqual([]);
    expect(transport.load).not.toHaveBeenCalled();
  });

  it('a failed transport does not hold the render: the calls go, and meet the failure themselves', async () => {
    transport.load.mockRejectedValue(new Error('chunk failed'));
    expect(await ready('#/guidelines?matterId=M12010100', true)).toHaveLength(1);
  });

  it('not on a page opened that is not a landing page', async () => {
    await ready('#/guidelines?matterId=M12010100', false);
    expect(transport.load).not.toHaveBeenCalled();
  });
});

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { QueryView } from '@/components/query-view';
import { gateway } from '@/lib/http/client';
import { emulatorTestApi } from '@/mocks/test-api';
import { server } from '../setup';

// Issue 38 item 1 (docs/reliability.md): the ErrorState's 重试 aborts what is in flight and
// starts anew. A page with two calls: one failed (its error and 重试 show), the other hangs (a
// gateway that never answers). Once the gateway is back, 重试 brings both at once, instead of
// the hanging call keeping the page half loaded until its 60 s deadline.

const FAILS = '/area/sysArea/anon/subRegion';
const HANGS = '/area/sysArea/anon/getRegion';

function Page() {
  const a = useQuery({
    queryKey: ['retry', 'a'],
    queryFn: () => gateway.get(FAILS, { parentId: '120000' }, { silent: true }),
    retry: false,
  });
  const b = useQuery({ queryKey: ['retry', 'b'], queryFn: () => gateway.get(HANGS, { id: '120100' }, { silent: true }), retry: false });
  return (
    <>
      <QueryView query={a}>{() => <p>列表已加载</p>}</QueryView>
      <p>{b.data ? '区域已加载' : b.isError ? '区域失败' : '区域加载中'}</p>
    </>
  );
}

describe('ErrorState 重试', () => {
  it('cancels the call that hangs and fetches it again with the one that failed', async () => {
    const user = userEvent.setup();
    server.use(http.get(`*${FAILS}`, () => HttpResponse.json({ code: 500, message: '服务器繁忙' }, { status: 500 })));
    emulatorTestApi.setFaults({ timeout: 1, match: HANGS });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    expect(screen.getByText('区域加载中')).toBeInTheDocument();
    // The gateway is back.
    server.resetHandlers();
    emulatorTestApi.clearFaults();
    await user.click(retry);
    expect(await screen.findByText('列表已加载', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('区域已加载', undefined, { timeout: 3000 })).toBeInTheDocument();
  });
});

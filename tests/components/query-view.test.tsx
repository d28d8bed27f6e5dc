import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QueryView } from '@/components/query-view';
import { createQueryClient } from '@/app/providers';
import { GatewayError } from '@/lib/http/errors';

/** A form on the page with state of its own (what a citizen is typing and a message it showed). */
function Body({ name }: { name: string }) {
  const [said, setSaid] = useState('');
  return (
    <>
      <p>{name}</p>
      <label>
        取消原因
        <input defaultValue="" />
      </label>
      <button type="button" onClick={() => setSaid('提交失败：请求超时')}>
        取消申请
      </button>
      {said ? <p role="alert">{said}</p> : null}
    </>
  );
}

function Page({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['query-view-test'], queryFn: load, retry: false });
  return <QueryView query={query}>{(name) => <Body name={name} />}</QueryView>;
}

describe('QueryView', () => {
  it('a refresh that fails keeps the page, what is typed on it and what it said, and says the content may be old', async () => {
    const answers: Array<() => Promise<string>> = [
      () => Promise.resolve('个体工商户设立登记'),
      () => Promise.reject(new GatewayError('timeout', '请求超时，请稍后重试')),
      () => Promise.resolve('个体工商户设立登记（已取消）'),
    ];
    const load = () => answers.shift()!();
    const client = createQueryClient();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Page load={load} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('个体工商户设立登记')).toBeInTheDocument();
    await user.type(screen.getByLabelText('取消原因'), '已经自己去大厅办好了');
    await user.click(screen.getByRole('button', { name: '取消申请' }));

    // A poll fails in the background (here: its 60 s ran out).
    await act(() => client.refetchQueries({ queryKey: ['query-view-test'] }));
    expect(await screen.findByRole('status')).toHaveTextContent('未能刷新，以下是之前加载的内容');
    expect(screen.getByText('个体工商户设立登记')).toBeInTheDocument();
    expect(screen.getByLabelText('取消原因')).toHaveValue('已经自己去大厅办好了');
    expect(screen.getByRole('alert')).toHaveTextContent('提交失败：请求超时');
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();

    // 重试 brings the new content and the notice goes.
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('个体工商户设立登记（已取消）')).toBeInTheDocument();
    expect(screen.queryByText('未能刷新，以下是之前加载的内容')).not.toBeInTheDocument();
    expect(screen.getByLabelText('取消原因')).toHaveValue('已经自己去大厅办好了');
  });

  it('a first load that fails shows the error and its retry, not an empty page', async () => {
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Page load={() => Promise.reject(new GatewayError('http', '服务器繁忙，请稍后重试', { status: 500 }))} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentQuery, renderApp } from '../../utils/render-app';

describe('search', () => {
  it('offers hot words, suggests while typing, groups results with the query marked, and keeps history', async () => {
    renderApp('/search');
    const hot = await screen.findByRole('list', { name: '热门搜索' });
    expect(within(hot).getByRole('button', { name: '社保卡' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('搜索事项、大厅、办事指南'), '老年卡');
    const suggestions = await screen.findByRole('list', { name: '搜索建议' });
    expect(within(suggestions).getByRole('button', { name: '老年人优待证办理' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(currentQuery().get('q')).toBe('老年卡'));
    const matters = await screen.findByRole('list', { name: '事项' });
    const link = within(matters).getAllByRole('link')[0];
    expect(link).toHaveTextContent('老年人优待证办理');
    expect(link.querySelector('mark')).toHaveTextContent('老年人优待证');
    expect(JSON.parse(window.localStorage.getItem('ow.searchHistory') ?? '[]')).toEqual(['老年卡']);
  });

  it('suggests what to try when nothing is found', async () => {
    renderApp('/search?q=%E7%81%AB%E6%98%9F%E7%A7%BB%E6%B0%91');
    expect(await screen.findByText('没有找到与“火星移民”相关的结果')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '按分类查找事项' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '试试这些' })).getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('clears the history after confirming', async () => {
    window.localStorage.setItem('ow.searchHistory', JSON.stringify(['社保卡']));
    renderApp('/search');
    const recent = await screen.findByRole('list', { name: '最近搜索' });
    expect(within(recent).getByRole('button', { name: '社保卡' })).toBeInTheDocument();
    // The dialog animates in with pointer-events off; a user taps once it has settled.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: '清空历史' }));
    await user.click(await screen.findByText('确定'));
    await waitFor(() => expect(screen.queryByRole('list', { name: '最近搜索' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem('ow.searchHistory')).toBeNull();
  });
});

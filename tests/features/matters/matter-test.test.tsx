import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render-app';

describe('matterTest (事项自测)', () => {
  it('asks one question at a time, branches, goes back, and lists the matters and materials that apply', async () => {
    renderApp('/matterTest?fixedArea=120101&rootArea=120000&sys=home');
    await userEvent.click(await screen.findByRole('button', { name: /新生儿出生要办什么/ }));
    expect(await screen.findByRole('group', { name: '宝宝是否在本市医疗机构出生？' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '是' }));
    await userEvent.click(await screen.findByRole('button', { name: '都不是' }));
    // Neither parent local: the marriage question is skipped.
    expect(await screen.findByRole('group', { name: '是否需要为宝宝办理医保和社保卡？' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上一题' }));
    await userEvent.click(await screen.findByRole('button', { name: '是' }));
    expect(await screen.findByRole('group', { name: '父母是否已登记结婚？' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '已婚' }));
    await userEvent.click(await screen.findByRole('button', { name: '暂不需要' }));

    expect(await screen.findByRole('heading', { name: '自测结果' })).toBeInTheDocument();
    const matters = screen.getByRole('list', { name: '需要办理的事项' });
    expect(matters).toHaveTextContent('出生医学证明首次签发');
    expect(matters).toHaveTextContent('出生登记');
    expect(matters).not.toHaveTextContent('社会保障卡申领');
    expect(screen.getByRole('checkbox', { name: '结婚证' })).toBeInTheDocument();

    // The phone's back button: the last question again, then forward to the same result.
    act(() => window.history.back());
    expect(await screen.findByRole('group', { name: '是否需要为宝宝办理医保和社保卡？' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('group', { name: '父母是否已登记结婚？' })).toBeInTheDocument();
    act(() => window.history.forward());
    expect(await screen.findByRole('group', { name: '是否需要为宝宝办理医保和社保卡？' })).toBeInTheDocument();
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: '自测结果' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '需要办理的事项' })).toHaveTextContent('出生登记');
  });
});

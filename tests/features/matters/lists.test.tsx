import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentQuery, renderApp } from '../../utils/render-app';

describe('matter lists keep their filters in the address', () => {
  it('gotoHandle filters by theme and audience, and reads them back from the address', async () => {
    renderApp('/gotoHandle?fixedArea=120101&rootArea=120000&sys=home');
    expect(await screen.findByText(/^共\d+项事项，已显示10项$/)).toBeInTheDocument();
    const theme = screen.getByLabelText('主题');
    await waitFor(() => expect(theme.querySelectorAll('option').length).toBeGreaterThan(5));
    await userEvent.selectOptions(theme, '生育');
    await waitFor(() => expect(currentQuery().get('theme')).toBe('生育'));
    expect(currentQuery().get('fixedArea')).toBe('120101');
    await screen.findByText('出生登记');
    expect(screen.queryByText('结婚登记')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('服务对象'), '法人');
    await waitFor(() => expect(currentQuery().get('audience')).toBe('法人'));
    expect(await screen.findByText('没有符合条件的事项')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '清除筛选' })[0]);
    await waitFor(() => expect(currentQuery().get('theme')).toBeNull());
  });

  it('pages with 加载更多', async () => {
    renderApp('/listOfEvents?fixedArea=120101&rootArea=120000&sys=home&level=street');
    expect(await screen.findByText(/^共7项事项，已显示7项$/)).toBeInTheDocument();
    expect(screen.getByText('共7条，没有更多了')).toBeInTheDocument();
  });

  it('streetMatter lists only street-level matters', async () => {
    renderApp('/streetMatter?fixedArea=120101&rootArea=120000&sys=home');
    expect(await screen.findByText('老年人优待证办理')).toBeInTheDocument();
    expect(screen.queryByText('社会保障卡申领')).not.toBeInTheDocument();
  });
});

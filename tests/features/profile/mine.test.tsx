import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';

describe('mine', () => {
  it('offers login to a visitor, with mine as the redirect and the area kept', async () => {
    const user = userEvent.setup();
    renderApp(`/mine?${AREA}`);
    await user.click(await screen.findByRole('button', { name: '登录' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(currentQuery().get('redirect')).toBe('/mine');
    expect(currentQuery().get('fixedArea')).toBe('120100');
  });

  it('shows who is logged in, by which authority, with a logout button', async () => {
    renderApp(`/mine?thirdParty=luluTong&userId=lulu-10001&mobile=13900139000&${AREA}`);
    expect(await screen.findByText('登录方式：路路通账号登录')).toBeInTheDocument();
    expect(screen.getByText('手机号 139****9000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
  });

  it('each entry opens what its label says: 我的预约 the bookings, 我的取号 the numbers, 我的帮办 the agency requests', async () => {
    renderApp(`/mine?${AREA}`);
    const href = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href') ?? '';
    expect(await href('我的预约')).toMatch(/#\/historical\?tab=reservation&/);
    expect(await href('我的取号')).toMatch(/#\/myNewNumber\?/);
    expect(await href('我的帮办')).toMatch(/#\/myAgencyDetails\?/);
    expect(await href('我的邮寄')).toMatch(/#\/EMSMail\?view=mine&/);
    expect(await href('我的办件')).toMatch(/#\/myOffice\?/);
    expect(await href('我的咨询')).toMatch(/#\/myconsult\?/);
  });

  it('links to the personal lists with the area kept', async () => {
    renderApp(`/mine?fixedArea=120101&rootArea=120000&sys=home`);
    const link = await screen.findByRole('link', { name: '我的投诉建议' });
    expect(link.getAttribute('href')).toContain('/myComplaint?');
    expect(link.getAttribute('href')).toContain('fixedArea=120101');
  });
});

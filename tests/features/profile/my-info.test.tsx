import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { realNames } from '@/mocks/features/profile/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

// antd-mobile's dialog ignores pointers while it animates in, and jsdom never finishes that
// animation; the Chromium journey (e2e/profile.spec.ts) clicks it for real.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

function verifiedUser(userId: string) {
  startTestSession({ userId, mobile: '13800138000' });
  realNames.insert({ id: userId, name: '张三', idcard: '120101199001010017', canonical: '120101199001010017', verifiedAt: Date.now() });
}

describe('myInfo', () => {
  it('type=2 lets a visitor through to what a visitor may see and a login entry, never an expiry message', async () => {
    // Issue 12 defect 8 (docs/spec-rules.md section 4): the visitor never logged in, so nothing expired.
    renderApp('/myInfo?type=2');
    expect(await screen.findByRole('link', { name: '去登录' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('个人信息');
    expect(currentRoute()).toMatch(/^\/myInfo\?/);
    expect(screen.queryByText(/登录状态已过期/)).not.toBeInTheDocument();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows the id number and the mobile masked', async () => {
    verifiedUser('U1000');
    renderApp('/myInfo');
    expect(await screen.findByText('已认证')).toBeInTheDocument();
    expect(screen.getByText('张三')).toBeInTheDocument();
    expect(screen.getByTestId('身份证号-value')).toHaveTextContent(/^1\*{16}7$/);
    expect(screen.getByTestId('手机号-value')).toHaveTextContent(/^138\*{4}8000$/);
    expect(document.body).not.toHaveTextContent('120101199001010017');
    expect(document.body).not.toHaveTextContent('13800138000');
  });

  it('reveals the full id number only after asking, and hides it again', async () => {
    verifiedUser('U1001');
    const user = setupUser();
    renderApp('/myInfo');
    await user.click(await screen.findByRole('button', { name: '显示完整身份证号' }));

    // Declining keeps it masked.
    expect(await screen.findByText('完整身份证号属于个人敏感信息，请确认周围无他人查看后再显示。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('完整身份证号属于个人敏感信息，请确认周围无他人查看后再显示。')).not.toBeInTheDocument());
    expect(screen.getByTestId('身份证号-value')).toHaveTextContent('1****************7');

    await user.click(screen.getByRole('button', { name: '显示完整身份证号' }));
    await user.click(await screen.findByRole('button', { name: '显示' }));
    await waitFor(() => expect(screen.getByTestId('身份证号-value')).toHaveTextContent('120101199001010017'));
    // Only the id number was revealed.
    expect(screen.getByTestId('手机号-value')).toHaveTextContent('138****8000');

    await user.click(screen.getByRole('button', { name: '隐藏完整身份证号' }));
    expect(screen.getByTestId('身份证号-value')).toHaveTextContent('1****************7');
  });

  it('reveals the mobile after asking', async () => {
    verifiedUser('U1002');
    const user = setupUser();
    renderApp('/myInfo');
    await user.click(await screen.findByRole('button', { name: '显示完整手机号' }));
    await user.click(await screen.findByRole('button', { name: '显示' }));
    await waitFor(() => expect(screen.getByTestId('手机号-value')).toHaveTextContent('13800138000'));
  });

  it('offers verification to a user who has not verified', async () => {
    startTestSession({ userId: 'U1003' });
    const user = setupUser();
    renderApp('/myInfo');
    expect(await screen.findByText('未认证')).toBeInTheDocument();
    expect(screen.queryByText('身份证号')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '去实名认证' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/recertificationHome\?/));
    expect(await screen.findByLabelText('身份证号')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that works', async () => {
    verifiedUser('U1004');
    emulatorTestApi.setFaults({ error: 1, match: '/user-center/user/info' });
    const user = setupUser();
    renderApp('/myInfo');
    expect(await screen.findByText('加载失败', undefined, { timeout: 5000 })).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('已认证')).toBeInTheDocument();
  });

  it('sends a visitor without a session to login, keeping the way back', async () => {
    renderApp('/myInfo');
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/));
    expect(new URLSearchParams(currentRoute().split('?')[1]).get('redirect')).toMatch(/^\/myInfo/);
  });
});

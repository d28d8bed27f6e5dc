import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { certificateEvents } from '@/mocks/features/certificates/tables';
import { realNames } from '@/mocks/features/profile/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

function verifiedUser(userId = 'U3101') {
  startTestSession({ userId });
  realNames.insert({ id: userId, name: '张三', idcard: '120101199001010017', canonical: '120101199001010017', verifiedAt: Date.now() });
}

describe('certificate', () => {
  it('asks for real-name verification before any certificate', async () => {
    startTestSession({ userId: 'U3100' });
    renderApp('/certificate');
    expect(await screen.findByText('完成实名认证后可查看电子证照')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去实名认证' })).toBeInTheDocument();
  });

  it('shows the cards and archived materials, with retry after a failed load', async () => {
    verifiedUser();
    emulatorTestApi.setFaults({ error: 1, match: '/certificate/list' });
    const user = userEvent.setup();
    renderApp('/certificate');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '居民身份证，张三，查看与亮证' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^营业执照（法定代表人）/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '个体工商户营业执照申请书' })).toBeInTheDocument();
  });

  it('shows only the chosen items after a confirmation step, with a QR code', async () => {
    verifiedUser();
    const user = userEvent.setup();
    renderApp('/certificate?id=C-ZS-ID');
    await user.click(await screen.findByRole('button', { name: '亮证' }));
    // 姓名 is chosen by default; add the age claim, then check the answers before showing.
    await user.click(screen.getByRole('checkbox', { name: '年满18周岁' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('姓名、年满18周岁')).toBeInTheDocument();
    expect(certificateEvents.all()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确认出示' }));
    const qr = await screen.findByTestId('certificate-qr');
    expect(qr.getAttribute('data-code')).toMatch(/^OWC1\./);
    expect(screen.getByRole('img', { name: '居民身份证核验二维码' })).toBeInTheDocument();
    expect(screen.getByLabelText('出示的信息')).toHaveTextContent('姓名张三年满18周岁是');
    await waitFor(() => expect(certificateEvents.all().map((e) => e.kind)).toEqual(['show']));
    await user.click(screen.getByRole('button', { name: '结束出示' }));
    expect(await screen.findByRole('button', { name: '亮证' })).toBeInTheDocument();
    expect(currentRoute()).toMatch(/^\/certificate\?/);
  });

  it('opens a watermarked copy in previewFile', async () => {
    verifiedUser();
    const user = userEvent.setup();
    renderApp('/certificate?id=C-ZS-HH');
    await user.click(await screen.findByRole('button', { name: '生成并查看副本' }));
    expect(await screen.findByText('请填写副本用途，它会写在水印里')).toBeInTheDocument();
    await user.type(screen.getByLabelText('副本用途'), '办理居住证');
    await user.click(screen.getByRole('button', { name: '生成并查看副本' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/previewFile/));
    expect(await screen.findByText(/水印：仅供办理居住证使用/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /居民户口簿副本/ })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commitments } from '@/mocks/features/cases/tables';
import { emulatorTestApi } from '@/mocks/node';
import { currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';

// The form fault matrix's 告知承诺 (e2e/support/forms/matters.ts; docs/reliability.md, "Submits"):
// the signature drawn is what the citizen gave, and a failed send or a 401 (the login, then back)
// must not lose it. jsdom has no canvas: the shared pad is replaced by one that hands over a
// signature when its button is tapped, as the real pad does after a drawing it accepts.
vi.mock('@/components/signature-pad/signature-pad', () => ({
  SignaturePad: ({ onConfirm, confirmText = '确认签名' }: { onConfirm: (s: unknown) => void; confirmText?: string }) => (
    <button type="button" onClick={() => onConfirm({ image: `data:image/png;base64,${'A'.repeat(400)}`, points: 40, strokes: [] })}>
      {confirmText}
    </button>
  ),
}));

const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
// 失业保险金申领 of the city: its proof may be replaced by the signed commitment (route-targets).
const ROUTE = `/notificationForm?matterId=M12010002&${AREA}`;
const mine = () => commitments.all().filter((c) => c.matterId === 'M12010002');

beforeEach(() => {
  emulatorTestApi.reset();
  window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
});

async function agreeAndSign(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByText('我已阅读并理解上述承诺内容，自愿作出承诺'));
  await user.click(await screen.findByRole('button', { name: /^确认签名/ }));
}

describe('告知承诺 under gateway faults', () => {
  it('a 500: a message, the signature still there, sent once when the gateway is back', async () => {
    startTestSession();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(ROUTE);
    await agreeAndSign(user);
    expect(await screen.findByRole('img', { name: '您的手写签名（待提交）' })).toBeInTheDocument();
    emulatorTestApi.setFaults({ error: 1, match: '/commitment/sign', message: '服务繁忙' });
    await user.click(screen.getByRole('button', { name: '提交承诺书' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败：服务繁忙。签名已保留，可直接重新提交。');
    expect(screen.getByRole('img', { name: '您的手写签名（待提交）' })).toBeInTheDocument();
    expect(mine()).toHaveLength(0);
    emulatorTestApi.clearFaults();
    await user.click(screen.getByRole('button', { name: '提交承诺书' }));
    expect(await screen.findByRole('heading', { name: '已签署' })).toBeInTheDocument();
    expect(mine()).toHaveLength(1);
  }, 30_000);

  it('a 401: the login, then back on the form with the agreement and the signature, sent once', async () => {
    startTestSession();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const view = renderApp(ROUTE);
    await agreeAndSign(user);
    emulatorTestApi.setFaults({ unauthorized: 1, match: '/commitment/sign' });
    await user.click(await screen.findByRole('button', { name: '提交承诺书' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/login\?/), { timeout: 10_000 });
    expect(mine()).toHaveLength(0);
    view.unmount();

    emulatorTestApi.clearFaults();
    startTestSession();
    renderApp(ROUTE);
    expect(await screen.findByRole('img', { name: '您的手写签名（待提交）' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('button', { name: '提交承诺书' }));
    expect(await screen.findByRole('heading', { name: '已签署' })).toBeInTheDocument();
    expect(mine()).toHaveLength(1);
  }, 30_000);
});

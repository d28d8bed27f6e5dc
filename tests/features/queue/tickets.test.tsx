import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noticePrefs } from '@/mocks/features/profile/tables';
import { tickets } from '@/mocks/features/queue/tables';
import { emulatorTestApi } from '@/mocks/test-api';
import { currentQuery, currentRoute, renderApp } from '../../utils/render-app';
import { startTestSession } from '../../utils/session';
import { setNow } from '../../utils/clock';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const HALL = 'H1201010';

describe('ticket, myNumberInfo, myQueue', () => {
  it('takes a number after confirming, once for a double tap, and opens it live', async () => {
    startTestSession();
    setNow('2026-11-23T10:00:00');
    const user = setupUser();
    renderApp(`/ticket?hallId=${HALL}`);
    expect(await screen.findByRole('heading', { name: 'B 社保' })).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: '在社保队列取号' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('和平区政务服务中心，B 社保');
    await user.dblClick(within(dialog).getByRole('button', { name: '确认取号' }));
    await waitFor(() => expect(currentRoute()).toMatch(/^\/myNumberInfo/));
    expect(tickets.all()).toHaveLength(1);
    expect(currentQuery().get('id')).toBe(tickets.all()[0].id);
    const number = `B${String(tickets.all()[0].number).padStart(3, '0')}`;
    expect((await screen.findAllByText(number)).length).toBeGreaterThan(0);
    expect(screen.getByText('排队中')).toBeInTheDocument();
    // The QR module loads lazily.
    expect(await screen.findByRole('img', { name: '到窗口出示此码二维码' })).toBeInTheDocument();
  });

  it('myQueue without numbers says so and offers to take one', async () => {
    startTestSession();
    setNow('2026-11-23T10:00:00');
    renderApp('/myQueue');
    expect(await screen.findByText('您当前没有排队中的号码')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去取号' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '我的排队' })).toBeInTheDocument();
  });

  it('myNewQueue is the same page under its own heading', async () => {
    startTestSession();
    setNow('2026-11-23T10:00:00');
    renderApp('/myNewQueue');
    expect(await screen.findByText('您当前没有排队中的号码')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '排队进度' })).toBeInTheDocument();
  });

  it('myQueue announces the call in an aria-live region and on screen', async () => {
    startTestSession();
    setNow('2026-11-23T10:00:00');
    // A number taken through the emulator, then the clock moved until it is called.
    const { gateway } = await import('@/lib/http/client');
    const t = await gateway.post<{ id: string }>('/v1/auth/ticket/take', { hallId: HALL, queueCode: 'C' }, { silent: true });
    for (let i = 0; i < 240; i++) {
      emulatorTestApi.advanceClock(60_000);
      if (tickets.get(t.id)?.status === 'called') break;
    }
    expect(tickets.get(t.id)?.status).toBe('called');
    renderApp('/myQueue');
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(/请C\d{3}号到B05号窗口/));
    expect(screen.getAllByText(/请到 B05 号窗口/).length).toBeGreaterThan(0);
  });

  it.each([
    { queue: true, vibrates: 1, note: false },
    { queue: false, vibrates: 0, note: true },
  ])(
    'the call vibrates as the user’s 排队叫号 preference says (on: $queue), and is shown either way',
    async ({ queue, vibrates, note }) => {
      startTestSession({ userId: 'U0001' });
      noticePrefs.insert({ id: 'U0001', progress: true, reservation: true, queue, system: true, updatedAt: 0 });
      setNow('2026-11-23T10:00:00');
      const { gateway } = await import('@/lib/http/client');
      const t = await gateway.post<{ id: string }>('/v1/auth/ticket/take', { hallId: HALL, queueCode: 'C' }, { silent: true });
      for (let i = 0; i < 240 && tickets.get(t.id)?.status !== 'called'; i++) emulatorTestApi.advanceClock(60_000);
      expect(tickets.get(t.id)?.status).toBe('called');
      const vibrate = vi.fn(() => true);
      Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
      try {
        renderApp('/myQueue');
        await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(/请C\d{3}号到B05号窗口/));
        expect(await screen.findByText(/页面每5秒自动刷新/)).toBeInTheDocument();
        expect(vibrate).toHaveBeenCalledTimes(vibrates);
        expect(screen.queryByText(/排队叫号提醒已关闭/) !== null).toBe(note);
        if (note) expect(screen.getByRole('link', { name: '去设置开启' }).getAttribute('href')).toMatch(/^#\/mySettingsPage\?/);
      } finally {
        Reflect.deleteProperty(navigator, 'vibrate');
      }
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { NoticePreferencesAnswer } from '@/contract/notice-preferences';
import { gateway } from '@/lib/http/client';
import { noticePrefs } from '@/mocks/features/profile/tables';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';

const read = () => gateway.get<NoticePreferencesAnswer>('/service-xzyd/notice/preferences', undefined, { silent: true });
const save = (body: unknown) =>
  gateway.post<NoticePreferencesAnswer>('/service-xzyd/notice/preferences', body as Record<string, unknown>, { silent: true });

describe('emulator: notice preferences (设置 → 消息通知)', () => {
  it('needs a login', async () => {
    expect((await refusal(read())).kind).toBe('auth');
    expect((await refusal(save({ queue: false }))).kind).toBe('auth');
  });

  it('has every notice on for a user who never changed one', async () => {
    startTestSession({ userId: 'U-N1' });
    expect(await read()).toEqual({ progress: true, reservation: true, queue: true, system: true, updatedAt: null });
  });

  it('keeps a change per user, changes only what was sent, and reads it back', async () => {
    startTestSession({ userId: 'U-N2' });
    const after = await save({ reservation: false });
    expect(after).toEqual(expect.objectContaining({ progress: true, reservation: false, queue: true, system: true }));
    expect(after.updatedAt).toEqual(expect.any(Number));
    await save({ system: false });
    expect(await read()).toEqual(expect.objectContaining({ reservation: false, system: false, progress: true }));
    expect(noticePrefs.get('U-N2')).toEqual(expect.objectContaining({ reservation: false, system: false }));

    startTestSession({ userId: 'U-N3' });
    expect(await read()).toEqual(expect.objectContaining({ reservation: true, system: true }));
  });

  it.each([
    [{}, '没有要修改的通知设置'],
    [{ marketing: true }, '未知的通知类型：marketing'],
    [{ queue: 'off' }, '通知设置只能开启或关闭'],
    [{ queue: 0 }, '通知设置只能开启或关闭'],
    [{ queue: null }, '通知设置只能开启或关闭'],
  ])('refuses %j', async (body, message) => {
    startTestSession({ userId: 'U-N4' });
    const e = await refusal(save(body));
    expect(e.message).toBe(message);
    expect(noticePrefs.get('U-N4')).toBeUndefined();
  });
});

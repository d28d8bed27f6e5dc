import { describe, expect, it } from 'vitest';
import { gateway } from '@/lib/http/client';
import { CONSULT_REPLY_MS } from '@/mocks/features/im/handlers';
import { STAFF_REPLY_MS, storeMessage } from '@/mocks/features/im/domain';
import { isOnline, onlineStaff, PRESENCE_MS, staffOnline, touchPresence } from '@/mocks/features/im/presence';
import { consults, messages, presence, systemMessages } from '@/mocks/features/im/tables';
import { serviceNotices } from '@/mocks/features/notices/tables';
import { emulatorTestApi } from '@/mocks/node';
import { startTestSession } from '../../../utils/session';
import { setNow } from '../../../utils/clock';
import { halls } from '@/mocks/db/tables';

const CITIZEN = 'U0001';
const LI_QIANG = 'M13600136002';
const WANG_FANG = 'M13600136001';
const VOLUNTEER = 'M13600136004';
const HALL = 'H1201010';

/** A socket seen long enough ago that the user no longer counts as online. */
const leave = (userId: string) => presence.update(userId, { lastSeen: Date.now() - PRESENCE_MS - 1 });

const fromLi = () => messages.filter((m) => m.fromId === LI_QIANG && m.toId === CITIZEN);

describe('emulator: who is online', () => {
  it('a user is online while their socket was seen recently; staff are found by hall, role, department or person', () => {
    expect(isOnline(LI_QIANG)).toBe(false);
    touchPresence(LI_QIANG);
    touchPresence(VOLUNTEER);
    expect(isOnline(LI_QIANG)).toBe(true);
    expect(onlineStaff({ hallId: HALL }).map((s) => s.name)).toEqual(['李强', '赵磊']);
    expect(onlineStaff({ hallId: HALL, roles: ['assistant', 'leader'] }).map((s) => s.name)).toEqual(['李强']);
    expect(staffOnline({ staffId: WANG_FANG })).toBe(false);
    expect(staffOnline({ hallId: 'H9999999' })).toBe(false);
    expect(staffOnline({ departmentName: '和平区帮办代办服务中心', roles: ['assistant'] })).toBe(true);
    // A citizen's socket is not a staff member's.
    touchPresence(CITIZEN);
    expect(onlineStaff({}).map((s) => s.name)).toEqual(['李强', '赵磊']);
    leave(LI_QIANG);
    expect(isOnline(LI_QIANG)).toBe(false);
    expect(staffOnline({ hallId: HALL, roles: ['assistant', 'leader'] })).toBe(false);
  });
});

describe('emulator: a citizen’s chat to a staff member', () => {
  it('reaches the staff member who is online, and the clock does not answer for them', () => {
    touchPresence(LI_QIANG);
    storeMessage({ fromId: CITIZEN, toId: LI_QIANG, type: 'text', content: '请问周六上班吗？' });
    emulatorTestApi.advanceClock(STAFF_REPLY_MS + 60_000);
    expect(fromLi()).toHaveLength(0);
    // The person answers in their own words.
    storeMessage({ fromId: LI_QIANG, toId: CITIZEN, type: 'text', content: '周六上午在的' });
    expect(fromLi().map((m) => [m.content, m.auto])).toEqual([['周六上午在的', undefined]]);
  });

  it('is answered on the clock for a staff member who is not online, marked automatic', () => {
    storeMessage({ fromId: CITIZEN, toId: LI_QIANG, type: 'text', content: '请问周六上班吗？' });
    emulatorTestApi.advanceClock(STAFF_REPLY_MS - 1000);
    expect(fromLi()).toHaveLength(0);
    emulatorTestApi.advanceClock(1000);
    const [reply] = fromLi();
    expect(reply).toMatchObject({ type: 'text', auto: true });
    expect(reply.content).toMatch(
      /^【自动回复】您好，和平区政务服务中心的办公时间为周一至周五 9:00-12:00，13:30-17:00，周六、周日不办公，/,
    );
  });

  // Issue 34 item 4: what the automatic reply says of hours is the hall's data, and today's calendar.
  it('says the hours of the staff member’s own hall as its data has them, and a holiday today', () => {
    const ask = () => {
      storeMessage({ fromId: CITIZEN, toId: LI_QIANG, type: 'text', content: '周六上班吗？' });
      emulatorTestApi.advanceClock(STAFF_REPLY_MS);
      return fromLi().at(-1)?.content ?? '';
    };
    halls.update(HALL, { openHours: '周一至周六 9:00-12:00' });
    const saturday = ask();
    expect(saturday).toContain('和平区政务服务中心的办公时间为周一至周六 9:00-12:00，法定节假日休息');
    expect(saturday).not.toContain('周六、周日不办公');
    setNow('2027-01-01T10:00:00');
    expect(ask()).toMatch(/今天是元旦假期，大厅休息。$/);
  });

  it('another staff member online does not stop the stand-in reply of the one written to', () => {
    touchPresence(WANG_FANG);
    storeMessage({ fromId: CITIZEN, toId: LI_QIANG, type: 'text', content: '在吗' });
    emulatorTestApi.advanceClock(STAFF_REPLY_MS);
    expect(fromLi()).toHaveLength(1);
    expect(fromLi()[0].auto).toBe(true);
  });

  it('is not answered on the clock while the staff member is in a video call with the citizen', () => {
    storeMessage({
      fromId: LI_QIANG,
      toId: CITIZEN,
      type: 'call',
      content: JSON.stringify({ callId: 'c-1', matterId: '', matterName: '', useVideo: true }),
    });
    storeMessage({ fromId: CITIZEN, toId: LI_QIANG, type: 'text', content: '能听到吗' });
    emulatorTestApi.advanceClock(STAFF_REPLY_MS);
    expect(fromLi().filter((m) => m.type === 'text')).toHaveLength(0);
  });
});

describe('emulator: a consultation to a department', () => {
  async function ask(): Promise<{ id: string; hallId: string }> {
    startTestSession();
    const dept = (await gateway.get<{ id: string; hallId: string }[]>('/im/consult/anon/departments', { hallId: HALL }))[0];
    const saved = await gateway.post<{ id: string }>('/im/consult/auth/save', {
      departmentId: dept.id,
      title: '社保卡补办',
      content: '社保卡丢了怎么补办？',
      contact: '13800138000',
      images: [],
    });
    return { id: saved.id, hallId: dept.hallId };
  }

  it('goes to the staff of the hall who are online: no automatic answer when it falls due; their chat answer is the reply', async () => {
    touchPresence(WANG_FANG);
    const { id, hallId } = await ask();
    expect(hallId).toBe(HALL);
    emulatorTestApi.advanceClock(CONSULT_REPLY_MS + 60_000);
    expect(consults.get(id)).toMatchObject({ status: 'pending', reply: '' });
    const notice = systemMessages.find((m) => m.userId === WANG_FANG && m.title === '新的咨询待答复')!;
    expect(notice.content).toContain('社保卡丢了怎么补办？');
    expect(notice.route).toBe(`/oicqContent?peerId=${CITIZEN}&topic=${encodeURIComponent('咨询：社保卡补办')}`);
    // Told once.
    emulatorTestApi.advanceClock(60_000);
    expect(systemMessages.filter((m) => m.userId === WANG_FANG && m.title === '新的咨询待答复')).toHaveLength(1);

    storeMessage({ fromId: WANG_FANG, toId: CITIZEN, topic: '咨询：社保卡补办', type: 'text', content: '带身份证到3号窗口即可补办。' });
    emulatorTestApi.advanceClock(1000);
    expect(consults.get(id)).toMatchObject({ status: 'replied', reply: '带身份证到3号窗口即可补办。' });
    expect(consults.get(id)!.replyBy).toMatch(/王芳$/);
    expect(serviceNotices.find((m) => m.userId === CITIZEN && m.title === '咨询已回复')).toBeTruthy();
  });

  it('is answered for the department when it falls due and nobody of the hall is online, marked automatic', async () => {
    // A volunteer does not answer consultations.
    touchPresence(VOLUNTEER);
    const { id } = await ask();
    emulatorTestApi.advanceClock(CONSULT_REPLY_MS - 60_000);
    expect(consults.get(id)!.status).toBe('pending');
    emulatorTestApi.advanceClock(60_000);
    expect(consults.get(id)!.status).toBe('replied');
    expect(consults.get(id)!.reply).toMatch(/^【自动回复】/);
    expect(systemMessages.find((m) => m.title === '新的咨询待答复')).toBeUndefined();
  });
});

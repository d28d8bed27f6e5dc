import { beforeEach, describe, expect, it } from 'vitest';
import { listAgency } from '@/features/agency/api/list-agency';
import { queryAgency } from '@/features/agency/api/query-agency';
import { saveAgency } from '@/features/agency/api/save-agency';
import { updateAgencyStatus } from '@/features/agency/api/update-agency-status';
import { AUTO_GRAB_MS } from '@/mocks/features/agency/auto-grab';
import { agencyRequests, staff } from '@/mocks/features/agency/tables';
import { PRESENCE_MS, touchPresence } from '@/mocks/features/im/presence';
import { messages, presence } from '@/mocks/features/im/tables';
import { emulatorTestApi } from '@/mocks/node';

const CITIZEN = { userId: 'U0001', mobile: '13800138000' };
const WANG = { userId: 'M13600136001', mobile: '13600136001' };
const LI = { userId: 'M13600136002', mobile: '13600136002' };
const VOLUNTEER = { userId: 'M13600136004', mobile: '13600136004' };

function as(who: { userId: string; mobile: string }) {
  const s = emulatorTestApi.startSession(who);
  window.sessionStorage.setItem('token', s.token);
  window.sessionStorage.setItem('secret', s.secret);
}

async function applied(): Promise<string> {
  as(CITIZEN);
  const { id } = await saveAgency({
    forWhom: 'self',
    applicantName: '张伟',
    contactMobile: '13800138000',
    matterName: '城乡居民基本养老保险待遇申领',
    matterId: 'M12010100',
    preferredTime: '工作日上午',
  });
  return id;
}

/** The staff member's socket was last seen long enough ago that they are no longer online. */
const leave = (who: { userId: string }) => presence.update(who.userId, { lastSeen: Date.now() - PRESENCE_MS - 1 });

beforeEach(() => {
  emulatorTestApi.reset();
});

describe('emulator: a 帮办代办 request waits for the hall’s assistants', () => {
  it('with an assistant of the hall online: it is in their 待接单 list and is not taken for them when it falls due', async () => {
    touchPresence(LI.userId);
    const id = await applied();
    emulatorTestApi.advanceClock(AUTO_GRAB_MS + 60_000);
    expect(agencyRequests.get(id)).toMatchObject({ status: 'submitted', assigneeId: null });
    as(LI);
    expect((await listAgency('pool')).records.map((r) => r.id)).toContain(id);
    // The person takes it.
    await expect(updateAgencyStatus({ id, status: 'grabbed', version: 1 })).resolves.toMatchObject({ assigneeName: '李强' });
    expect(messages.filter((m) => m.toId === CITIZEN.userId && m.fromId === LI.userId).every((m) => !m.auto)).toBe(true);
  });

  it('with none online when it falls due: taken for the hall’s first on-duty assistant, and every trace says it was automatic', async () => {
    // A volunteer online does not hold it: volunteers cannot take requests.
    touchPresence(VOLUNTEER.userId);
    const id = await applied();
    emulatorTestApi.advanceClock(AUTO_GRAB_MS - 60_000);
    expect(agencyRequests.get(id)!.status).toBe('submitted');
    emulatorTestApi.advanceClock(60_000);
    expect(agencyRequests.get(id)).toMatchObject({ status: 'grabbed', assigneeName: '王芳', version: 2 });
    as(CITIZEN);
    const seen = await queryAgency(id);
    expect(seen.history.at(-1)).toMatchObject({ status: 'grabbed', byName: '王芳', note: '无帮办员在线，系统自动接单' });
    expect(seen.messages.find((m) => m.type === 'grabOrders')?.content).toBe('帮办员王芳已接单（自动接单）');
    expect(seen.messages.find((m) => m.from === 'staff')?.content).toMatch(/^【自动回复】您好，我是和平区帮办代办服务中心的帮办员王芳/);
    // The citizen's chat with 王芳 (after its seeded history).
    const chat = messages.filter((m) => m.fromId === WANG.userId && m.toId === CITIZEN.userId).slice(-2);
    expect(chat.map((m) => [m.type, m.auto])).toEqual([
      ['grabOrders', true],
      ['text', true],
    ]);
    expect(chat[1].content).toMatch(/^【自动回复】/);
    // The assignee carries on in person.
    as(WANG);
    await expect(updateAgencyStatus({ id, status: 'inProgress' })).resolves.toMatchObject({ status: 'inProgress' });
  });

  it('an assistant who leaves without taking it: it is taken at the next tick; an off-duty hall has nobody to take it', async () => {
    touchPresence(WANG.userId);
    const id = await applied();
    emulatorTestApi.advanceClock(AUTO_GRAB_MS);
    expect(agencyRequests.get(id)!.status).toBe('submitted');
    leave(WANG);
    emulatorTestApi.advanceClock(1000);
    expect(agencyRequests.get(id)).toMatchObject({ status: 'grabbed', assigneeName: '王芳' });

    for (const s of staff.filter((x) => x.role !== 'volunteer')) staff.update(s.id, { onDuty: false });
    const other = await applied();
    emulatorTestApi.advanceClock(AUTO_GRAB_MS);
    expect(agencyRequests.get(other)!.status).toBe('submitted');
  });

  it('a request released back to the pool waits again; the seeded requests are left for people', async () => {
    const id = await applied();
    as(LI);
    await updateAgencyStatus({ id, status: 'grabbed', version: 1 });
    emulatorTestApi.advanceClock(AUTO_GRAB_MS / 2);
    await updateAgencyStatus({ id, status: 'submitted' });
    emulatorTestApi.advanceClock(AUTO_GRAB_MS / 2);
    expect(agencyRequests.get(id)!.status).toBe('submitted');
    emulatorTestApi.advanceClock(AUTO_GRAB_MS / 2);
    expect(agencyRequests.get(id)).toMatchObject({ status: 'grabbed', assigneeName: '王芳' });
    expect(agencyRequests.filter((r) => r.id.startsWith('AG-SEED')).map((r) => r.status)).toEqual(['submitted', 'submitted']);
  });
});

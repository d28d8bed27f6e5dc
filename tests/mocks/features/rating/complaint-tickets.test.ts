import { describe, expect, it } from 'vitest';
import type { ComplaintSubjects, ComplaintTicket } from '@/contract/complaint';
import { gateway } from '@/lib/http/client';
import { attrs } from '@/mocks/db/tables';
import { complaintTickets, deadlinesOf, workdayDeadline } from '@/mocks/features/rating/complaint-tickets';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../../../utils/session';
import { refusal } from '../../../utils/refusal';
import { setNow } from '../../../utils/clock';

const HOUR = 3_600_000;
const cst = (t: string) => Date.parse(`${t}+08:00`);

const file = (patch: Record<string, unknown> = {}) =>
  gateway.post<{ id: string; ticketNo: string }>(
    '/complaint/ticket',
    {
      type: '服务态度',
      subjectKind: 'hall',
      subjectRef: 'H1201010',
      content: '窗口工作人员态度生硬，不耐烦地打断我的问题。',
      images: ['/gw/oss/files/a/1.png'],
      phone: '13800138000',
      clientToken: `t-${Math.random()}`,
      ...patch,
    },
    { silent: true },
  );
const detail = (id: string) => gateway.get<ComplaintTicket>('/complaint/detail', { id }, { silent: true });
const rate = (id: string, level: string, comment = '') =>
  gateway.post<ComplaintTicket>('/complaint/ticket/rate', { id, level, comment }, { silent: true });

describe('complaint deadlines', () => {
  it('count working days: the National Day holiday is skipped and the 调休 Saturday counts', () => {
    const filed = cst('2026-09-30T10:00:00');
    expect(workdayDeadline(filed, 1)).toBe(cst('2026-10-08T17:30:00'));
    expect(workdayDeadline(filed, 2)).toBe(cst('2026-10-09T17:30:00'));
    // 10-10 is a Saturday worked in exchange (调休).
    expect(workdayDeadline(filed, 3)).toBe(cst('2026-10-10T17:30:00'));
    expect(workdayDeadline(filed, 4)).toBe(cst('2026-10-12T17:30:00'));
  });

  it('are the area’s own, inherited from its parents, and a changed configuration is obeyed', async () => {
    expect(deadlinesOf('120101')).toEqual({ accept: 1, verify: 2, rectify: 5, feedback: 7, revisit: 10 });
    expect(deadlinesOf('120100')).toEqual({ accept: 1, verify: 3, rectify: 8, feedback: 10, revisit: 15 });
    startTestSession({ userId: 'U-CT-CFG' });
    setNow('2026-11-30T09:00:00');
    const row = attrs.find((a) => a.objId === '120101' && a.attrName === 'me_sys_complaint_config');
    attrs.update(row!.id, { attrValue: JSON.stringify({ accept: 2, verify: 4, rectify: 6, feedback: 8, revisit: 12 }) });
    const { id } = await file();
    const t = await detail(id);
    expect(t.stages.map((s) => [s.name, s.dueAt])).toEqual([
      ['受理', cst('2026-12-02T17:30:00')],
      ['核实', cst('2026-12-04T17:30:00')],
      ['整改', cst('2026-12-08T17:30:00')],
      ['反馈', cst('2026-12-10T17:30:00')],
      ['回访', cst('2026-12-16T17:30:00')],
    ]);
  });
});

describe('emulator: POST /complaint/ticket', () => {
  it('needs a login', async () => {
    expect((await refusal(file())).kind).toBe('auth');
    expect(complaintTickets.all()).toEqual([]);
  });

  it.each([
    [{ type: '态度差' }, '请选择投诉类型'],
    [{ type: '' }, '请选择投诉类型'],
    [{ subjectKind: '' }, '投诉对象不能为空'],
    [{ subjectKind: 'hall', subjectRef: 'H-NOPE' }, '大厅不存在'],
    [{ subjectKind: 'ticket', subjectRef: 'T-NOT-MINE' }, '请从您近90天的办事记录中选择投诉对象'],
    [{ content: '态度不好' }, '请具体描述您遇到的问题，至少10个字'],
    [{ content: '字'.repeat(501) }, '问题描述不能超过500字'],
    [{ phone: 'a@b.com' }, '请填写正确的手机号，便于回访'],
    [{ images: ['/gw/oss/files/a/movie.gif'] }, '只能上传JPG、JPEG、PNG格式的图片'],
    [{ images: Array.from({ length: 9 }, (_, i) => `/gw/oss/files/${i}/p.png`) }, '最多上传8张图片'],
    [{ clientToken: '' }, '提交标识不能为空'],
  ])('refuses %o with “%s”', async (patch, message) => {
    startTestSession({ userId: 'U-CT-BAD' });
    const e = await refusal(file(patch));
    expect(e.kind).toBe('business');
    expect(e.message).toBe(message);
    expect(complaintTickets.all()).toEqual([]);
  });

  it('numbers complaints by day (TS + date + sequence), and the same submission answers the same complaint', async () => {
    startTestSession({ userId: 'U-CT-NO' });
    setNow('2026-11-30T09:00:00');
    const a = await file({ clientToken: 'same' });
    const again = await file({ clientToken: 'same', content: '再发一次的内容也不会成为第二张工单' });
    const b = await file();
    expect(a.ticketNo).toBe('TS202611300001');
    expect(again).toEqual(a);
    expect(b.ticketNo).toBe('TS202611300002');
    expect(complaintTickets.all()).toHaveLength(2);
  });

  it('offers the citizen’s own visits, with the window and staff member, and refuses another citizen’s', async () => {
    startTestSession({ userId: 'U-CT-V1' });
    const mine = await gateway.get<ComplaintSubjects>('/complaint/subjects', { areaCode: '120101' });
    expect(mine.halls.map((h) => h.id)).toContain('H1201010');
    const handled = mine.visits.find((v) => v.kind === 'handled');
    expect(handled).toMatchObject({
      windowName: expect.any(String),
      staffName: expect.any(String),
      label: expect.stringMatching(/^办结 · /),
    });
    const { id } = await file({ subjectKind: handled!.kind, subjectRef: handled!.ref, type: '办事效率' });
    expect((await detail(id)).subject).toEqual(handled);
    startTestSession({ userId: 'U-CT-V2' });
    const e = await refusal(file({ subjectKind: handled!.kind, subjectRef: handled!.ref }));
    expect(e.message).toBe('请从您近90天的办事记录中选择投诉对象');
    expect((await refusal(detail(id))).message).toBe('投诉工单不存在');
  });
});

describe('a complaint’s life on the clock', () => {
  it('moves 受理 → 核实 → 整改 → 反馈 with sentences, notifies the result, and 满意 closes it', async () => {
    startTestSession({ userId: 'U-CT-LIFE' });
    setNow('2026-11-30T09:00:00');
    const { id, ticketNo } = await file();
    let t = await detail(id);
    expect(t).toMatchObject({ status: 'open', round: 1, replies: [], rating: null });
    expect(t.stages.every((s) => s.doneAt === null)).toBe(true);
    expect((await refusal(rate(id, '满意'))).message).toBe('处理结果反馈后才能评价');

    emulatorTestApi.advanceClock(HOUR);
    t = await detail(id);
    expect(t.stages[0]).toMatchObject({
      name: '受理',
      note: `和平区政务服务中心已受理您的投诉，工单号${ticketNo}，将于12月2日前完成核实。`,
    });
    expect(t.stages[1].doneAt).toBeNull();

    emulatorTestApi.advanceClock(3 * 24 * HOUR);
    t = await detail(id);
    expect(t.status).toBe('rating');
    expect(t.stages.slice(0, 4).every((s) => s.doneAt !== null && s.doneAt <= s.dueAt)).toBe(true);
    expect(t.stages[1].note).toBe('工作人员调阅了窗口录音录像，并与和平区政务服务中心的相关工作人员了解情况，您反映的服务态度问题属实。');
    expect(t.replies).toEqual([
      expect.objectContaining({
        replier: '和平区政务服务中心',
        content: expect.stringMatching(/^您好！您对和平区政务服务中心反映的服务态度问题.*已对.*批评教育.*请您对本次处理进行评价。$/),
      }),
    ]);
    const notices = emulatorTestApi.notices.of('U-CT-LIFE');
    expect(notices).toEqual([expect.objectContaining({ kind: 'complaint.replied', route: `/complaintDetails?id=${id}` })]);

    expect((await refusal(rate(id, '很好'))).message).toBe('请选择对处理结果的评价');
    t = await rate(id, '满意', '处理及时');
    expect(t).toMatchObject({ status: 'closed', rating: { level: '满意', comment: '处理及时' } });
    expect(t.stages[4].note).toBe('您对处理结果的评价：满意（处理及时）。');
    expect(emulatorTestApi.notices.of('U-CT-LIFE').map((n) => n.kind)).toContain('complaint.closed');
    expect((await refusal(rate(id, '满意'))).message).toBe('该工单已办结');
  });

  it('reopens once from 核实 on 不满意, with new deadlines, then closes on the second rating', async () => {
    startTestSession({ userId: 'U-CT-AGAIN' });
    setNow('2026-11-30T09:00:00');
    const { id } = await file({ type: '办事效率' });
    emulatorTestApi.advanceClock(3 * 24 * HOUR);
    let t = await rate(id, '不满意', '还是要排很久');
    expect(t).toMatchObject({ status: 'open', round: 2, rating: { level: '不满意' } });
    expect(t.stages.map((s) => s.doneAt === null)).toEqual([false, true, true, true, true]);
    expect(t.stages[1].dueAt).toBeGreaterThan(emulatorTestApi.now());
    emulatorTestApi.advanceClock(3 * 24 * HOUR);
    t = await detail(id);
    expect(t.status).toBe('rating');
    expect(t.stages[1].note).toMatch(/^收到您的不满意评价后，和平区政务服务中心负责人重新调查/);
    expect(t.replies).toHaveLength(2);
    expect(t.replies[1].content).toMatch(/^您好！针对您对首次处理的不满意评价/);
    t = await rate(id, '不满意');
    expect(t.status).toBe('closed');
  });

  it('closes itself when the citizen does not rate by the 回访 deadline', async () => {
    startTestSession({ userId: 'U-CT-QUIET' });
    setNow('2026-11-30T09:00:00');
    const { id } = await file();
    setNow('2026-12-14T17:29:00');
    expect((await detail(id)).status).toBe('rating');
    setNow('2026-12-14T17:31:00');
    const t = await detail(id);
    expect(t).toMatchObject({ status: 'closed', rating: null });
    expect(t.stages[4].note).toMatch(/^您未在回访期限内评价，工单已办结/);
  });

  it('lists complaints with ratings in 我的投诉建议, each with its kind, and its replies in 回复我的', async () => {
    startTestSession({ userId: 'U-CT-LIST' });
    await gateway.post('/complaint/insert', {
      evaluateTarget: 'doorplate',
      outHallId: 'H1201010',
      suggestComplaintsType: 6,
      openId: '',
      phone: '13800138000',
      remarks: '',
      sumStars: 5,
      complaintCause: '',
      createTime: '2026-11-22 09:00:00',
      userName: '',
      source: 3,
      image: '',
    });
    emulatorTestApi.advanceClock(1000);
    const { id, ticketNo } = await file();
    const page = await gateway.get<{ records: { kind: string; id: string }[] }>('/complaint/queryPage', { pageNum: 1, pageSize: 10 });
    expect(page.records.map((r) => r.kind)).toEqual(['ticket', 'rating']);
    expect(page.records[0].id).toBe(id);
    emulatorTestApi.advanceClock(3 * 24 * HOUR);
    const replies = await gateway.get<{ kind: string; id: string; title: string }[]>('/feedback/auth/repliesToMe');
    expect(replies).toEqual([expect.objectContaining({ kind: 'complaint', id, title: `投诉工单${ticketNo}（服务态度）` })]);
  });
});

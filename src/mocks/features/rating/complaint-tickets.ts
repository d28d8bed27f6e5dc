/**
 * 投诉 as a work order (docs/complaints.md): filed against one of the citizen's own visits, given a
 * 工单号, moved on the emulator's clock through 受理 → 核实 → 整改 → 反馈 → 回访 within the area's
 * deadlines (working days, holidays and 调休 counted), rated by the citizen, reopened once when
 * the handling is 不满意.
 */
import {
  COMPLAINT_STAGES,
  COMPLAINT_TYPES,
  HANDLING_LEVELS,
  type ComplaintDeadlines,
  type ComplaintStage,
  type ComplaintStageKey,
  type ComplaintSubject,
  type ComplaintSubjects,
  type ComplaintTicket,
  type ComplaintType,
  type HandlingLevel,
} from '@/contract/complaint';
import type { StaffReply } from '@/contract/rating';
import { clock, onTick } from '@/mocks/clock';
import { defineTable, newId, type Row } from '@/mocks/db/store';
import { areas, attrs, halls, matters, windows } from '@/mocks/db/tables';
import { fail, handle, required, type SessionRow } from '@/mocks/gateway';
import { windowStaff } from '@/mocks/features/halls';
import { cases } from '@/mocks/features/cases';
import { addDays, dayKey, isWorkingDay, reservations, tickets } from '@/mocks/features/queue';
import { notify } from '@/mocks/features/notices';
import { evaluations } from './tables';
import { ensureEvaluations } from './evaluations';
import { MOBILE, chars, imageList, own } from './rules';

export interface ComplaintTicketRow extends Row, Omit<ComplaintTicket, 'kind' | 'status'> {
  userId: string;
  clientToken: string;
  areaCode: string;
  /** When the hall's staff finish each stage (emulator clock), within its deadline. */
  plan: Record<ComplaintStageKey, number>;
}

export const complaintTickets = defineTable<ComplaintTicketRow>('complaintTickets');

export const MIN_CONTENT = 10;
export const MAX_CONTENT = 500;
/** Visits older than this are not offered as what a complaint is about. */
export const VISITS_DAYS = 90;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Used where an area and its parents configure nothing: the 12345 hotline's usual limits. */
export const DEFAULT_DEADLINES: ComplaintDeadlines = { accept: 1, verify: 3, rectify: 8, feedback: 10, revisit: 15 };

/** How long after filing (or reopening) the hall's staff finish each stage, when the deadline allows. */
const STAFF_PACE: Record<ComplaintStageKey, number> = {
  accept: 30 * 60_000,
  verify: DAY,
  rectify: 2 * DAY,
  feedback: 2 * DAY + 2 * HOUR,
  revisit: Infinity,
};

/** The deadlines of an area, inherited from its parents when it sets none (attr `me_sys_complaint_config`). */
export function deadlinesOf(areaCode: string): ComplaintDeadlines {
  let code: string | null = areaCode;
  while (code) {
    const row = attrs.find((a) => a.objType === 'area' && a.objId === code && a.attrName === 'me_sys_complaint_config');
    if (row) {
      try {
        return { ...DEFAULT_DEADLINES, ...(JSON.parse(row.attrValue) as Partial<ComplaintDeadlines>) };
      } catch {
        return DEFAULT_DEADLINES;
      }
    }
    code = areas.get(code)?.parent ?? null;
  }
  return DEFAULT_DEADLINES;
}

/** The end (17:30 China time) of the `n`th working day after `from`'s day; holidays are skipped, 调休 weekends count. */
export function workdayDeadline(from: number, n: number): number {
  let day = dayKey(from);
  let left = n;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return Date.parse(`${day}T17:30:00+08:00`);
}

const md = (ms: number) => {
  const d = new Date(ms + 8 * HOUR);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};

const recent = (at: number, now: number) => at <= now && now - at <= VISITS_DAYS * DAY;

function staffAt(hallId: string, windowNumber: string | undefined) {
  const w = windowNumber ? windows.find((x) => x.hallId === hallId && x.number === windowNumber) : undefined;
  return w ? (windowStaff.get(`${w.id}-S`)?.name ?? null) : null;
}

/** The citizen's own visits of the last 90 days, newest first: bookings, numbers, cases and handled matters. */
export function visitsOf(session: SessionRow): ComplaintSubject[] {
  const now = clock.now();
  ensureEvaluations(session);
  const out: ComplaintSubject[] = [];
  for (const r of reservations.filter((x) => x.userId === session.userId && x.status !== 'cancelled')) {
    const at = Date.parse(`${r.date}T00:00:00+08:00`) + r.start * 60_000;
    const hall = halls.get(r.hallId);
    if (!hall || !recent(at, now)) continue;
    const matterName = (r.matterId && matters.get(r.matterId)?.name) || '综合业务';
    out.push({
      kind: 'booking',
      ref: r.id,
      hallId: hall.id,
      hallName: hall.name,
      windowName: null,
      staffName: null,
      matterName,
      at,
      label: `预约 · ${md(at)} · ${matterName}`,
    });
  }
  for (const t of tickets.filter((x) => x.userId === session.userId && x.status !== 'cancelled')) {
    const hall = halls.get(t.hallId);
    if (!hall || !recent(t.takenAt, now)) continue;
    const windowName = t.windowNumber ? `${t.windowNumber} ${t.windowName ?? ''}`.trim() : null;
    out.push({
      kind: 'ticket',
      ref: t.id,
      hallId: hall.id,
      hallName: hall.name,
      windowName,
      staffName: staffAt(hall.id, t.windowNumber),
      matterName: null,
      at: t.takenAt,
      label: `取号 · ${md(t.takenAt)} · ${t.queueCode}${t.number}号${windowName ? ` · ${windowName}` : ''}`,
    });
  }
  for (const c of cases.filter((x) => x.userId === session.userId && x.kind !== 'sub')) {
    if (!recent(c.submittedAt, now)) continue;
    const hall = halls.find((h) => h.name === c.hallName);
    out.push({
      kind: 'case',
      ref: c.id,
      hallId: hall?.id ?? '',
      hallName: c.hallName || c.departmentName,
      windowName: c.windowName || null,
      staffName: null,
      matterName: c.matterName,
      at: c.submittedAt,
      label: `办件 · ${md(c.submittedAt)} · ${c.matterName}`,
    });
  }
  for (const e of evaluations.filter((x) => x.userId === session.userId)) {
    if (!recent(e.handledAt, now)) continue;
    const hall = halls.find((h) => h.name === e.hallName);
    out.push({
      kind: 'handled',
      ref: e.id,
      hallId: hall?.id ?? '',
      hallName: e.hallName,
      windowName: e.windowName,
      staffName: e.staffName,
      matterName: e.matterName,
      at: e.handledAt,
      label: `办结 · ${md(e.handledAt)} · ${e.matterName}`,
    });
  }
  return out.sort((a, b) => (b.at ?? 0) - (a.at ?? 0));
}

/** The halls of an area and of its districts, for a complaint about a hall without a visit. */
export function hallsOfArea(areaCode: string): { id: string; name: string }[] {
  return halls
    .filter((h) => h.areaCode === areaCode || areas.get(h.areaCode)?.parent === areaCode)
    .map((h) => ({ id: h.id, name: h.name }));
}

function subjectOf(session: SessionRow, kind: string, ref: string): ComplaintSubject {
  if (kind === 'hall') {
    const hall = halls.get(ref);
    if (!hall) return fail('大厅不存在', 404);
    return {
      kind: 'hall',
      ref,
      hallId: hall.id,
      hallName: hall.name,
      windowName: null,
      staffName: null,
      matterName: null,
      at: null,
      label: hall.name,
    };
  }
  const visit = visitsOf(session).find((v) => v.kind === kind && v.ref === ref);
  if (!visit) return fail('请从您近90天的办事记录中选择投诉对象', 400);
  return visit;
}

// What staff look at and what they do, per type: the sentences of the timeline and the reply.
const CHECKED: Record<ComplaintType, string> = {
  服务态度: '调阅了窗口录音录像',
  办事效率: '调阅了叫号和办件记录',
  窗口纪律: '调阅了窗口录像和考勤记录',
  业务差错: '复查了办件材料和审批记录',
  收费问题: '核对了收费依据和缴费记录',
  环境设施: '到现场查看了大厅设施',
  系统故障: '调取了系统运行日志',
  其他: '调阅了相关记录',
};

function who(s: ComplaintSubject): string {
  if (s.staffName) return `${s.windowName ?? '窗口'}工作人员${s.staffName}`;
  if (s.windowName) return `${s.windowName}的工作人员`;
  return `${s.hallName}的相关工作人员`;
}

function remedy(type: ComplaintType, s: ComplaintSubject): string {
  switch (type) {
    case '服务态度':
      return `已对${who(s)}进行批评教育，纳入当月绩效考核，并组织窗口人员开展文明服务培训`;
    case '办事效率':
      return `已调整${s.hallName}高峰时段的窗口人员安排，增开弹性窗口，缩短等候时间`;
    case '窗口纪律':
      return `已约谈${who(s)}，重申窗口工作纪律，并加强日常巡查`;
    case '业务差错':
      return `已责成${who(s)}更正差错，并对同类业务开展复核`;
    case '收费问题':
      return `已核对收费依据，多收的费用将原路退还，并在窗口公示收费标准`;
    case '环境设施':
      return `已安排维修和改善${s.hallName}的相关设施`;
    case '系统故障':
      return `已联系系统运维单位修复故障，故障期间由窗口人工受理`;
    default:
      return `已责成${s.hallName}负责人落实改进`;
  }
}

/** The sentence written when a stage is done. */
export function stageNote(
  row: Pick<ComplaintTicketRow, 'type' | 'subject' | 'ticketNo' | 'round' | 'stages'>,
  key: ComplaintStageKey,
): string {
  const s = row.subject;
  const again = row.round > 1;
  switch (key) {
    case 'accept': {
      const verify = row.stages.find((x) => x.key === 'verify');
      return `${s.hallName}已受理您的投诉，工单号${row.ticketNo}，将于${md(verify?.dueAt ?? clock.now())}前完成核实。`;
    }
    case 'verify':
      return again
        ? `收到您的不满意评价后，${s.hallName}负责人重新调查，${CHECKED[row.type]}，并再次与${who(s)}了解情况。`
        : `工作人员${CHECKED[row.type]}，并与${who(s)}了解情况，您反映的${row.type}问题属实。`;
    case 'rectify':
      return `${remedy(row.type, s)}${again ? '，由负责人跟踪落实' : ''}。`;
    case 'feedback':
      return replyText(row);
    case 'revisit':
      return '';
  }
}

function replyText(row: Pick<ComplaintTicketRow, 'type' | 'subject' | 'round'>): string {
  const s = row.subject;
  const where = s.at ? `${md(s.at)}在${s.hallName}${s.matterName ? `办理${s.matterName}时` : ''}` : `对${s.hallName}`;
  const head =
    row.round > 1
      ? `针对您对首次处理的不满意评价，${s.hallName}负责人重新核实。`
      : `您${where}反映的${row.type}问题，经${CHECKED[row.type]}核实，情况属实。`;
  return `您好！${head}${remedy(row.type, s)}。感谢您的监督，请您对本次处理进行评价。`;
}

export function ticketStatus(row: Pick<ComplaintTicketRow, 'stages'>): ComplaintTicket['status'] {
  const done = (k: ComplaintStageKey) => row.stages.find((s) => s.key === k)?.doneAt != null;
  if (done('revisit')) return 'closed';
  return done('feedback') ? 'rating' : 'open';
}

export function ticketView(row: ComplaintTicketRow): ComplaintTicket {
  const { userId: _u, clientToken: _c, areaCode: _a, plan: _p, ...rest } = row;
  return { ...rest, kind: 'ticket', status: ticketStatus(row) };
}

/** The stages from `from` on, with deadlines counted from `at` and the staff's plan. */
function planStages(deadlines: ComplaintDeadlines, at: number, from: ComplaintStageKey) {
  const start = COMPLAINT_STAGES.findIndex((s) => s.key === from);
  const offset = start > 0 ? deadlines[COMPLAINT_STAGES[start - 1].key] : 0;
  const stages: ComplaintStage[] = [];
  const plan = {} as Record<ComplaintStageKey, number>;
  for (const s of COMPLAINT_STAGES.slice(start)) {
    const dueAt = workdayDeadline(at, Math.max(1, deadlines[s.key] - offset));
    stages.push({ key: s.key, name: s.name, dueAt, doneAt: null, note: null });
    plan[s.key] = Math.min(dueAt, at + STAFF_PACE[s.key]);
  }
  return { stages, plan };
}

function ticketNo(now: number): string {
  const day = dayKey(now).replaceAll('-', '');
  const seq = complaintTickets.filter((t) => t.ticketNo.startsWith(`TS${day}`)).length + 1;
  return `TS${day}${String(seq).padStart(4, '0')}`;
}

const link = (row: ComplaintTicketRow) => `/complaintDetails?id=${encodeURIComponent(row.id)}`;

function close(row: ComplaintTicketRow, at: number, note: string, rating: ComplaintTicketRow['rating']): void {
  const stages = row.stages.map((s) => (s.key === 'revisit' ? { ...s, doneAt: at, note } : s));
  complaintTickets.update(row.id, { stages, rating });
  notify(
    row.userId,
    'complaint.closed',
    { title: '投诉工单已办结', body: `您的投诉工单${row.ticketNo}已办结。${note}`, link: link(row) },
    { ref: `${row.id}#${row.round}`, at },
  );
}

/** Moves one complaint as far as the clock has come: staff finish stages on their plan; 回访 waits for the citizen until its deadline. */
export function advance(row: ComplaintTicketRow, now: number): void {
  let current = row;
  for (const stage of current.stages) {
    if (stage.doneAt !== null) continue;
    if (stage.key === 'revisit') {
      if (now >= stage.dueAt) close(current, stage.dueAt, '您未在回访期限内评价，工单已办结。如仍有问题，可再次投诉或拨打12345。', null);
      return;
    }
    const at = current.plan[stage.key];
    if (now < at) return;
    const note = stageNote(current, stage.key);
    const stages = current.stages.map((s) => (s.key === stage.key ? { ...s, doneAt: at, note } : s));
    const replies: StaffReply[] =
      stage.key === 'feedback' ? [...current.replies, { content: note, replier: current.subject.hallName, time: at }] : current.replies;
    current = complaintTickets.update(current.id, { stages, replies }) ?? current;
    if (stage.key === 'feedback')
      notify(
        current.userId,
        'complaint.replied',
        { title: '投诉已反馈处理结果', body: `您的投诉工单${current.ticketNo}已有处理结果，请查看并评价。`, link: link(current) },
        { ref: `${current.id}#${current.round}`, at },
      );
  }
}

onTick((now) => {
  for (const row of complaintTickets.filter((t) => ticketStatus(t) !== 'closed')) advance(row, now);
});

/** The citizen rates the handling: 满意 and 基本满意 close it; the first 不满意 reopens it from 核实. */
export function rate(row: ComplaintTicketRow, level: HandlingLevel, comment: string, now: number): ComplaintTicketRow {
  if (level === '不满意' && row.round === 1) {
    const { stages: again, plan } = planStages(deadlinesOf(row.areaCode), now, 'verify');
    const kept = row.stages.filter((s) => s.key === 'accept');
    return (
      complaintTickets.update(row.id, {
        round: 2,
        stages: [...kept, ...again],
        plan: { ...row.plan, ...plan },
        rating: { level, comment, at: now },
      }) ?? row
    );
  }
  close(row, now, `您对处理结果的评价：${level}${comment ? `（${comment}）` : ''}。`, { level, comment, at: now });
  return complaintTickets.get(row.id) ?? row;
}

export const complaintTicketHandlers = [
  /** What a complaint can be about: the citizen's own visits, and the halls of the area. */
  // A visitor has no visits yet, and sees the halls (the page asks for a login to file).
  handle(
    'get',
    '/complaint/subjects',
    ({ query, session }): ComplaintSubjects => {
      const areaCode = query.get('areaCode') ?? '';
      return { visits: session ? visitsOf(session) : [], halls: areaCode ? hallsOfArea(areaCode) : [] };
    },
    { public: true },
  ),

  /** Files a complaint: validated, numbered, planned by the area's deadlines. The same clientToken answers the same complaint. */
  handle('post', '/complaint/ticket', ({ body, requireSession }) => {
    const session = requireSession();
    const clientToken = required(body.clientToken, '提交标识');
    const again = complaintTickets.find((t) => t.userId === session.userId && t.clientToken === clientToken);
    if (again) return { id: again.id, ticketNo: again.ticketNo };
    const type = String(body.type ?? '') as ComplaintType;
    if (!COMPLAINT_TYPES.includes(type)) fail('请选择投诉类型');
    const subject = subjectOf(session, required(body.subjectKind, '投诉对象'), required(body.subjectRef, '投诉对象'));
    const content = String(body.content ?? '').trim();
    if (chars(content) < MIN_CONTENT) fail(`请具体描述您遇到的问题，至少${MIN_CONTENT}个字`);
    if (chars(content) > MAX_CONTENT) fail(`问题描述不能超过${MAX_CONTENT}字`);
    const images = imageList(Array.isArray(body.images) ? body.images.join(',') : body.images);
    const phone = String(body.phone ?? '').trim();
    if (!MOBILE.test(phone)) fail('请填写正确的手机号，便于回访');
    const now = clock.now();
    const areaCode = halls.get(subject.hallId)?.areaCode ?? '120100';
    const { stages, plan } = planStages(deadlinesOf(areaCode), now, 'accept');
    const row: ComplaintTicketRow = {
      id: newId('CT'),
      ticketNo: ticketNo(now),
      userId: session.userId,
      clientToken,
      areaCode,
      type,
      subject,
      content,
      images,
      phone,
      createdAt: now,
      round: 1,
      stages,
      plan,
      replies: [],
      rating: null,
    };
    complaintTickets.insert(row);
    return { id: row.id, ticketNo: row.ticketNo };
  }),

  /** 回访: the citizen rates the handling once its result is given. */
  handle('post', '/complaint/ticket/rate', ({ body, requireSession }) => {
    const session = requireSession();
    const row = own(complaintTickets.get(required(body.id, '工单')), session, '投诉工单');
    if (ticketStatus(row) !== 'rating') fail(ticketStatus(row) === 'closed' ? '该工单已办结' : '处理结果反馈后才能评价');
    const level = String(body.level ?? '') as HandlingLevel;
    if (!HANDLING_LEVELS.includes(level)) fail('请选择对处理结果的评价');
    const comment = String(body.comment ?? '').trim();
    if (chars(comment) > 200) fail('评价内容不能超过200字');
    return ticketView(rate(row, level, comment, clock.now()));
  }),
];

import type { CaseEvent, CaseStage } from '@/contract/online';
import { clock } from '@/mocks/clock';
import { evaluations } from '@/mocks/features/rating';
import { ApiError, fail, handle, paged, required, type SessionRow } from '@/mocks/gateway';
import { notify } from '@/mocks/features/notices';
import { ensureDemoCases } from './demo-cases';
import { DICTS, FORM_DEFS } from './forms';
import { advanceCase, supplementCase } from './lifecycle';
import { readMaterials } from './materials';
import { CASE, matterOf } from './matter';
import { followChildren } from './one-thing';
import { caseCallRecords, cases, type CaseRow } from './tables';

/**
 * Case tracking (我的办件): the list, a case with its timeline, form, materials and call records,
 * its sub-cases, 补正; and the staff's review of cases on the emulator's clock.
 */

export const STAGE_NAMES: Record<CaseStage, string> = {
  received: '预审中',
  returned: '待补正',
  accepted: '已受理',
  reviewing: '审核中',
  approved: '已办结',
  rejected: '不予受理',
};

export function caseSummary(c: CaseRow) {
  return {
    id: c.id,
    caseNo: c.caseNo,
    matterId: c.matterId,
    matterName: c.matterName,
    departmentName: c.departmentName,
    stage: c.stage,
    stageName: STAGE_NAMES[c.stage],
    kind: c.kind,
    childCount: c.kind === 'combined' ? cases.filter((x) => x.parentId === c.id).length : 0,
    submittedAt: c.submittedAt,
    dueAt: c.dueAt,
    supplementDueAt: c.supplementDueAt,
  };
}

function timeline(c: CaseRow): CaseEvent[] {
  const out = [...c.events];
  const ev = c.evaluationId ? evaluations.get(c.evaluationId) : undefined;
  if (ev?.status === 'done' && ev.evaluatedAt)
    out.push({
      kind: 'rated',
      at: ev.evaluatedAt,
      title: '已评价',
      actor: '申请人',
      place: '好差评',
      note: `评价等级：${ev.level ?? ''}星`,
    });
  return out.sort((a, b) => a.at - b.at);
}

/** The form as the case shows it: labels, and dictionary values by their labels. */
function formDisplay(c: CaseRow): { label: string; value: string }[] {
  const def = FORM_DEFS.find((f) => f.id === c.formId);
  if (!def) return [];
  const label = (dict: string | undefined, v: string) => {
    const e = (DICTS[dict ?? ''] ?? []).find((x) => ('dictValue' in x ? x.dictValue : 'code' in x ? x.code : x.value) === v);
    return e ? ('dictLabel' in e ? e.dictLabel : 'name' in e ? e.name : e.text) : v;
  };
  return def.fields
    .filter((f) => c.form[f.name] !== undefined)
    .map((f) => {
      const v = c.form[f.name];
      return { label: f.label, value: Array.isArray(v) ? v.map((x) => label(f.dict, x)).join('、') || '无' : label(f.dict, v) };
    });
}

export function noticesOf(c: CaseRow): ('receipt' | 'acceptance' | 'rejection')[] {
  const out: ('receipt' | 'acceptance' | 'rejection')[] = ['receipt'];
  if (c.acceptedAt) out.push('acceptance');
  if (c.stage === 'returned' || c.stage === 'rejected') out.push('rejection');
  return out;
}

function caseDetail(c: CaseRow) {
  const ev = c.evaluationId ? evaluations.get(c.evaluationId) : undefined;
  return {
    ...caseSummary(c),
    applicant: c.applicant,
    formTitle: c.formTitle,
    formDisplay: formDisplay(c),
    materials: c.materials,
    events: timeline(c),
    promiseDays: c.promiseDays,
    acceptedAt: c.acceptedAt,
    hallName: c.hallName,
    windowName: c.windowName,
    notices: noticesOf(c),
    parentId: c.parentId,
    evaluation: ev ? { id: ev.id, status: ev.status } : null,
    // Remote-handling calls filed to this case (the im emulator files them from staff's checklist).
    callRecords: caseCallRecords
      .filter((r) => r.caseId === c.id)
      .sort((a, b) => a.startedAt - b.startedAt)
      .map(({ id, staffName, matterName, startedAt, endedAt, durationSec, lines, checklist, nextSteps, filedAt }) => ({
        id,
        staffName,
        matterName,
        startedAt,
        endedAt,
        durationSec,
        lines,
        checklist,
        nextSteps,
        filedAt,
      })),
    now: clock.now(),
  };
}

export function ownCase(session: SessionRow, id: unknown): CaseRow {
  const c = cases.get(required(id, '办件编号'));
  if (!c || c.userId !== session.userId) throw new ApiError(404, '未找到该办件');
  return c;
}

/** The 好差评 row of a case that is 办结 (not of a sub-case: the bundle is rated once). */
function offerEvaluation(c: CaseRow, handledAt: number): string {
  const id = `EV-${c.id}`;
  if (!evaluations.get(id))
    evaluations.insert({
      id,
      userId: c.userId,
      kind: 'case',
      matterName: c.matterName,
      hallName: c.hallName,
      windowName: c.windowName,
      staffName: '承办部门',
      handledAt,
      status: 'pending',
      replies: [],
    });
  return id;
}

/**
 * The citizen hears of a case's turns (docs/notices.md): accepted, returned for 补正, decided
 * (办结 or 不予受理). A sub-case of a 一件事 is told through its parent.
 */
function tellCitizen(c: CaseRow, stage: string, at: number): void {
  if (c.kind === 'sub') return;
  const link = `/officeInfolist?id=${encodeURIComponent(c.id)}`;
  const what = `您申请的“${c.matterName}”（办件编号${c.caseNo}）`;
  const ref = `${c.id}:${at}`;
  if (stage === 'accepted')
    notify(
      c.userId,
      'case.accepted',
      { title: '办件已受理', body: `${what}已受理，承诺${c.promiseDays ? `${c.promiseDays}个工作日内` : '即时'}办结。`, link },
      { ref, at },
    );
  else if (stage === 'returned')
    notify(c.userId, 'case.returned', { title: '办件需补正材料', body: `${what}材料需补正，请在5日内补正。`, link }, { ref, at });
  else if (stage === 'approved')
    notify(c.userId, 'case.decided', { title: '办件已办结', body: `${what}已办结，准予办理。`, link }, { ref, at });
  else if (stage === 'rejected')
    notify(c.userId, 'case.decided', { title: '办件不予受理', body: `${what}逾期未补正，不予受理。`, link }, { ref, at });
}

/** Staff move every open case on the clock; a 一件事 parent follows its sub-cases. */
export function reviewCases(now: number): void {
  // A combined case is not reviewed itself: it follows its sub-cases (below).
  for (const c of cases.filter((x) => x.stage !== 'approved' && x.stage !== 'rejected' && x.kind !== 'combined')) {
    const next = advanceCase(c, now);
    if (next.events.length === c.events.length && next.stage === c.stage) continue;
    const patch: Partial<CaseRow> = { ...next };
    if (next.stage === 'approved' && !c.evaluationId && c.kind !== 'sub') {
      patch.evaluationId = offerEvaluation(c, next.stageSince);
    }
    const told = c.events.length;
    cases.update(c.id, patch);
    for (const e of next.events.slice(told)) tellCitizen(c, e.kind, e.at);
  }
  for (const p of cases.filter((x) => x.kind === 'combined' && x.stage !== 'approved' && x.stage !== 'rejected')) {
    const patch: Partial<CaseRow> | null = followChildren(
      p,
      cases.filter((c) => c.parentId === p.id),
    );
    if (!patch) continue;
    if (patch.stage === 'approved' && !p.evaluationId) patch.evaluationId = offerEvaluation(p, patch.stageSince ?? now);
    const was = p.stage;
    cases.update(p.id, patch);
    if (patch.stage && patch.stage !== was) tellCitizen(p, patch.stage, patch.stageSince ?? now);
  }
}

export const trackingHandlers = [
  /** 我的办件: status `all` | `doing` | `returned` | `done` | `rejected`, keyword = case number or matter. */
  handle('get', `${CASE}/list`, ({ query, requireSession }) => {
    const session = requireSession();
    ensureDemoCases(session);
    const status = query.get('status') || 'all';
    const groups: Record<string, CaseStage[]> = {
      doing: ['received', 'accepted', 'reviewing'],
      returned: ['returned'],
      done: ['approved'],
      rejected: ['rejected'],
    };
    if (status !== 'all' && !groups[status]) fail('办件状态不正确');
    const keyword = (query.get('keyword') ?? '').trim().toUpperCase();
    const rows = cases
      .filter((c) => c.userId === session.userId && c.kind !== 'sub')
      .filter((c) => status === 'all' || groups[status].includes(c.stage))
      .filter((c) => !keyword || c.caseNo.toUpperCase().includes(keyword) || c.matterName.toUpperCase().includes(keyword))
      .sort((a, b) => b.submittedAt - a.submittedAt);
    return paged(rows.map(caseSummary), query);
  }),

  handle('get', `${CASE}/detail`, ({ query, requireSession }) => {
    const session = requireSession();
    ensureDemoCases(session);
    return caseDetail(ownCase(session, query.get('id')));
  }),

  handle('get', `${CASE}/children`, ({ query, requireSession }) => {
    const session = requireSession();
    ensureDemoCases(session);
    const parent = ownCase(session, query.get('id'));
    return { parent: caseSummary(parent), children: cases.filter((c) => c.parentId === parent.id).map(caseSummary) };
  }),

  /** 补正: replaces only the returned materials; the pre-review starts again. */
  handle('post', `${CASE}/supplement`, ({ body, requireSession }) => {
    const session = requireSession();
    const c = ownCase(session, body.id);
    if (c.stage !== 'returned') fail('该办件当前不需要补正');
    const given = readMaterials(matterOf(c.matterId), body.materials, session);
    const returned = c.materials.filter((m) => m.status === 'returned');
    if (given.some((g) => !returned.some((r) => r.index === g.index))) fail('只需补正被退回的材料');
    const left = returned.find((r) => !given.some((g) => g.index === r.index));
    if (left) fail(`请补正：${left.name}`);
    const fixes = new Map(given.map((g) => [g.index, { files: g.files, certId: g.certId, certName: g.certName }]));
    const next = supplementCase(c, fixes, clock.now());
    cases.update(c.id, next);
    // 一件事: fixed once, every sub-case that returned them takes the fixes and is reviewed again.
    if (c.kind === 'combined')
      for (const child of cases.filter((x) => x.parentId === c.id && x.stage === 'returned'))
        cases.update(child.id, supplementCase(child, fixes, clock.now()));
    return { id: c.id };
  }),
];

/**
 * The agent request's state machine, as the emulator enforces it (docs/agency-and-ems.md).
 * Pure: the handlers and the unit tables read the same functions.
 */

import { AGENCY_STATUS_TEXT, type AgencyStatus } from '@/contract/agency';

export type { AgencyStatus };
/** Every state, in the order of the contract's union (a missing or extra one does not compile). */
export const STATUSES = [
  'submitted',
  'grabbed',
  'inProgress',
  'waitingCitizen',
  'signed',
  'done',
  'cancelled',
] as const satisfies readonly AgencyStatus[];
type Missing = Exclude<AgencyStatus, (typeof STATUSES)[number]>;
const _allStates: Missing extends never ? true : never = true;
void _allStates;

/** Who asks for a move: the applicant (owner), the staff member who took it (assignee), any other staff member. */
export type Actor = 'owner' | 'assignee' | 'staff' | 'other';

/** Each state's words, sent as `statusLabel` (the contract's). */
export const STATUS_LABELS = AGENCY_STATUS_TEXT;

/** Every allowed move: from -> to -> who may make it. */
const MOVES: Partial<Record<AgencyStatus, Partial<Record<AgencyStatus, Actor[]>>>> = {
  submitted: { grabbed: ['staff'], cancelled: ['owner'] },
  grabbed: { inProgress: ['assignee'], submitted: ['assignee'], cancelled: ['owner'] },
  inProgress: { waitingCitizen: ['assignee'], signed: ['assignee'], cancelled: ['owner'] },
  waitingCitizen: { inProgress: ['assignee', 'owner'], signed: ['assignee'], cancelled: ['owner'] },
  signed: { done: ['assignee'] },
};

export type MoveResult = { ok: true } | { ok: false; code: number; message: string };

export function isStatus(v: unknown): v is AgencyStatus {
  return typeof v === 'string' && (STATUSES as readonly string[]).includes(v);
}

/** Whether `actor` may move a request from `from` to `to` (signing goes through editAndSign only). */
export function checkMove(from: AgencyStatus, to: AgencyStatus, actor: Actor, viaSign = false): MoveResult {
  if (from === 'done' || from === 'cancelled') return { ok: false, code: 409, message: `申请${STATUS_LABELS[from]}，不能再变更` };
  if (to === 'signed' && !viaSign) return { ok: false, code: 400, message: '请通过手写签名提交' };
  if (from === 'submitted' && to === 'grabbed' && actor === 'assignee') return { ok: false, code: 409, message: '您已接单' };
  const allowed = MOVES[from]?.[to];
  if (!allowed) {
    if (to === 'grabbed') return { ok: false, code: 409, message: '该请求已被其他工作人员接单' };
    return { ok: false, code: 409, message: `不能从“${STATUS_LABELS[from]}”变为“${STATUS_LABELS[to]}”` };
  }
  if (!allowed.includes(actor)) return { ok: false, code: 403, message: '无权进行此操作' };
  return { ok: true };
}

/** The moves `actor` may make from `from` by updateStatus (what the app offers as buttons). */
export function movesFor(from: AgencyStatus, actor: Actor): AgencyStatus[] {
  return STATUSES.filter((to) => to !== 'signed' && checkMove(from, to, actor).ok);
}

/**
 * The grab race: a grab names the version of the request it saw. Only the first grab of a
 * version wins; the second sees the request taken (or changed) and is refused.
 */
export function checkGrab(
  row: { status: AgencyStatus; version: number; assigneeId?: string | null; assigneeName?: string | null },
  staffId: string,
  seenVersion: number | undefined,
): MoveResult {
  if (row.status !== 'submitted') {
    if (row.assigneeId === staffId) return { ok: false, code: 409, message: '您已接单' };
    if (row.assigneeId) return { ok: false, code: 409, message: `该请求已被${row.assigneeName ?? '其他工作人员'}接单` };
    return checkMove(row.status, 'grabbed', 'staff');
  }
  if (seenVersion !== undefined && seenVersion !== row.version) return { ok: false, code: 409, message: '该请求已更新，请刷新后重试' };
  return { ok: true };
}

import { describe, expect, it } from 'vitest';
import { checkGrab, checkMove, movesFor, STATUSES, type Actor, type AgencyStatus } from '@/mocks/features/agency/rules';

// Every (from, to, actor) that the state machine allows; every other triple is refused.
const ALLOWED: [AgencyStatus, AgencyStatus, Actor][] = [
  ['submitted', 'grabbed', 'staff'],
  ['submitted', 'cancelled', 'owner'],
  ['grabbed', 'inProgress', 'assignee'],
  ['grabbed', 'submitted', 'assignee'],
  ['grabbed', 'cancelled', 'owner'],
  ['inProgress', 'waitingCitizen', 'assignee'],
  ['inProgress', 'cancelled', 'owner'],
  ['waitingCitizen', 'inProgress', 'assignee'],
  ['waitingCitizen', 'inProgress', 'owner'],
  ['waitingCitizen', 'cancelled', 'owner'],
  ['signed', 'done', 'assignee'],
];
const SIGN_ALLOWED: [AgencyStatus, Actor][] = [
  ['inProgress', 'assignee'],
  ['waitingCitizen', 'assignee'],
];
const ACTORS: Actor[] = ['owner', 'assignee', 'staff', 'other'];

describe('agent request state machine', () => {
  const all = STATUSES.flatMap((from) => STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));

  it.each(all)('%s -> %s by %s by updateStatus', (from, to, actor) => {
    const expected = ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor);
    expect(checkMove(from, to, actor).ok).toBe(expected);
  });

  it.each(STATUSES.flatMap((from) => ACTORS.map((actor) => [from, actor] as const)))(
    '%s -> signed by %s through editAndSign',
    (from, actor) => {
      const expected = SIGN_ALLOWED.some(([f, a]) => f === from && a === actor);
      expect(checkMove(from, 'signed', actor, true).ok).toBe(expected);
    },
  );

  it('refuses with reasons people understand', () => {
    expect(checkMove('done', 'inProgress', 'assignee')).toMatchObject({ ok: false, message: '申请已办结，不能再变更' });
    expect(checkMove('inProgress', 'signed', 'assignee')).toMatchObject({ ok: false, message: '请通过手写签名提交' });
    expect(checkMove('grabbed', 'grabbed', 'staff')).toMatchObject({ ok: false, code: 409, message: '该请求已被其他工作人员接单' });
    expect(checkMove('submitted', 'cancelled', 'staff')).toMatchObject({ ok: false, code: 403 });
  });

  it('offers each actor only its own moves', () => {
    expect(movesFor('grabbed', 'assignee')).toEqual(['submitted', 'inProgress']);
    expect(movesFor('inProgress', 'owner')).toEqual(['cancelled']);
    expect(movesFor('signed', 'owner')).toEqual([]);
    expect(movesFor('done', 'assignee')).toEqual([]);
  });
});

describe('grab race', () => {
  const fresh = () => ({
    status: 'submitted' as AgencyStatus,
    version: 3,
    assigneeId: null as string | null,
    assigneeName: null as string | null,
  });
  const cases: { name: string; row: ReturnType<typeof fresh>; staffId: string; seen: number | undefined; ok: boolean; message?: string }[] =
    [
      { name: 'first grab of the version it saw', row: fresh(), staffId: 'S001', seen: 3, ok: true },
      { name: 'grab without a version (direct link)', row: fresh(), staffId: 'S001', seen: undefined, ok: true },
      {
        name: 'second grab after the first won',
        row: { ...fresh(), status: 'grabbed', version: 4, assigneeId: 'S001', assigneeName: '王芳' },
        staffId: 'S002',
        seen: 3,
        ok: false,
        message: '该请求已被王芳接单',
      },
      {
        name: 'the winner grabbing again',
        row: { ...fresh(), status: 'grabbed', version: 4, assigneeId: 'S001', assigneeName: '王芳' },
        staffId: 'S001',
        seen: 4,
        ok: false,
        message: '您已接单',
      },
      {
        name: 'grab of a stale version (released and changed since)',
        row: { ...fresh(), version: 6 },
        staffId: 'S002',
        seen: 3,
        ok: false,
        message: '该请求已更新，请刷新后重试',
      },
      {
        name: 'grab of a cancelled request',
        row: { ...fresh(), status: 'cancelled', version: 4 },
        staffId: 'S002',
        seen: 3,
        ok: false,
        message: '申请已取消，不能再变更',
      },
    ];
  it.each(cases)('$name', ({ row, staffId, seen, ok, message }) => {
    const verdict = checkGrab(row, staffId, seen);
    expect(verdict.ok).toBe(ok);
    if (message) expect(verdict).toMatchObject({ message });
  });
});

/** 好差评: pending cases generated per user, ratings, and staff answers to bad ones on the clock. */
import { clock, onTick } from '@/mocks/clock';
import { evaluations, evaluationSeeded, type EvaluationRow } from './tables';
import { halls, matters, windows } from '@/mocks/db/tables';
import { windowStaff } from '@/mocks/features/halls';
import { fail, handle, paged, required, type SessionRow } from '@/mocks/gateway';
import { MAX_REMARKS, REPLY_DELAY_MS, EVAL_LEVELS, GOOD_TAGS, BAD_TAGS, chars, complaintStatus, own } from './rules';

/** Pending ratings of a user: generated the first time the user asks, from the seeded matters. */
export function ensureEvaluations(session: SessionRow): void {
  if (evaluationSeeded.get(session.userId)) return;
  evaluationSeeded.insert({ id: session.userId });
  const ms = matters.filter((m) => m.areaCode === '120101').slice(0, 5);
  ms.forEach((m, i) => {
    // The window that handled it and its member of staff (the halls emulator's staff table).
    const staff = m.windowIds.map((id) => windowStaff.get(`${id}-S`)).find(Boolean);
    const window = staff ? windows.get(staff.windowId) : undefined;
    const hall = halls.get(staff?.hallId ?? 'H1201010') ?? halls.all()[0];
    const row: EvaluationRow = {
      // Stable ids (one set per user): links to a rating stay valid across resets.
      id: `EV-${session.userId}-${i + 1}`,
      userId: session.userId,
      kind: i % 2 === 0 ? 'case' : 'window',
      matterName: m.name,
      hallName: hall?.name ?? '政务服务中心',
      windowName: window ? `${window.number} ${window.name}` : '综合受理窗口',
      staffName: staff?.name ?? '窗口工作人员',
      windowId: window?.id,
      staffId: staff?.id,
      handledAt: clock.now() - (i + 1) * 86_400_000,
      status: i === 4 ? 'done' : 'pending',
      replies: [],
    };
    if (i === 4)
      Object.assign(row, {
        level: 5,
        tags: ['服务热情'],
        reason: '工作人员很耐心。',
        evaluatedAt: clock.now() - 3600_000,
        replyDueAt: null,
      });
    evaluations.insert(row);
  });
}

function evaluationView(row: EvaluationRow) {
  const { userId: _u, replyDueAt: _r, windowId: _w, staffId: _s, ...rest } = row;
  return {
    ...rest,
    levelText: row.level ? EVAL_LEVELS[row.level] : '',
    replyStatus: complaintStatus({ replies: row.replies, replyDueAt: row.replyDueAt }),
  };
}

onTick((now) => {
  for (const e of evaluations.filter((r) => r.status === 'done' && r.replyDueAt != null && r.replyDueAt <= now && r.replies.length === 0)) {
    evaluations.update(e.id, {
      replies: [
        {
          content: `您好，针对您对“${e.matterName}”的评价，我们已约谈${e.windowName}工作人员并整改，感谢您的监督。`,
          replier: e.hallName,
          time: e.replyDueAt as number,
        },
      ],
    });
  }
});

export const evaluationHandlers = [
  /** 好差评: pending cases and windows of the user. */
  handle('get', '/evaluate/auth/pendingList', ({ requireSession }) => {
    const session = requireSession();
    ensureEvaluations(session);
    return evaluations
      .filter((e) => e.userId === session.userId && e.status === 'pending')
      .sort((a, b) => b.handledAt - a.handledAt)
      .map(evaluationView);
  }),

  handle('get', '/evaluate/auth/myList', ({ query, requireSession }) => {
    const session = requireSession();
    ensureEvaluations(session);
    const rows = evaluations
      .filter((e) => e.userId === session.userId && e.status === 'done')
      .sort((a, b) => (b.evaluatedAt ?? 0) - (a.evaluatedAt ?? 0));
    return paged(rows.map(evaluationView), query);
  }),

  handle('get', '/evaluate/auth/detail', ({ query, requireSession }) => {
    const session = requireSession();
    ensureEvaluations(session);
    return evaluationView(own(evaluations.get(required(query.get('id'), 'id')), session, '评价'));
  }),

  /** Submit a 好差评 rating (online-processing evaluateType insertEvaluate). */
  handle('post', '/online-processing/anon/evaluateType/insertEvaluate', ({ body, requireSession }) => {
    const session = requireSession();
    ensureEvaluations(session);
    const row = own(evaluations.get(required(body.id, '评价对象')), session, '评价对象');
    if (row.status === 'done') fail('该事项已评价，不能重复评价');
    const level = body.level;
    if (typeof level !== 'number' || !EVAL_LEVELS[level]) fail('请选择评价等级');
    const bad = (level as number) <= 2;
    const tags = Array.isArray(body.tags) ? body.tags.map(String) : [];
    const allowed = bad ? BAD_TAGS : GOOD_TAGS;
    if (tags.some((t) => !allowed.includes(t))) fail('评价标签不正确');
    const reason = body.reason === undefined || body.reason === null ? '' : String(body.reason);
    if (chars(reason) > MAX_REMARKS) fail(`评价内容不能超过${MAX_REMARKS}字`);
    if (bad && tags.length === 0 && !reason.trim()) fail('差评请选择问题标签或填写原因');
    evaluations.update(row.id, {
      status: 'done',
      level: level as number,
      tags,
      reason,
      evaluatedAt: clock.now(),
      replyDueAt: bad ? clock.now() + REPLY_DELAY_MS : null,
    });
    return { id: row.id };
  }),
];

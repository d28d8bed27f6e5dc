/** Corrections to a matter's guide (纠错), answered on the clock. */
import { clock, onTick } from '@/mocks/clock';
import { matterFeedback, type MatterFeedbackRow } from './tables';
import { newId } from '@/mocks/db/store';
import { matters } from '@/mocks/db/tables';
import { fail, handle, paged, required } from '@/mocks/gateway';
import { MAX_REMARKS, REPLY_DELAY_MS, MATTER_FEEDBACK_TYPES, chars, contact, complaintStatus } from './rules';

function matterFeedbackView(row: MatterFeedbackRow) {
  const { userId: _u, replyDueAt: _r, ...rest } = row;
  return { ...rest, status: complaintStatus(row) };
}

onTick((now) => {
  for (const f of matterFeedback.filter((r) => r.replyDueAt !== null && r.replyDueAt <= now && r.replies.length === 0)) {
    matterFeedback.update(f.id, {
      replies: [
        {
          content: `您好，您对“${f.matterName}”办事指南提出的意见已核实，相关内容已更正，感谢您的反馈。`,
          replier: '事项管理部门',
          time: f.replyDueAt as number,
        },
      ],
    });
  }
});

export const matterFeedbackHandlers = [
  /** The matter a guide feedback is about (name and department). */
  handle('get', '/matter/feedback/anon/matter', ({ query }) => {
    const m = matters.get(required(query.get('matterId'), '事项'));
    if (!m) return fail('事项不存在', 404);
    return { id: m.id, name: m.name, departmentName: m.departmentName };
  }),

  /** Feedback on a matter's guide (纠错). */
  handle('post', '/matter/feedback/insert', ({ body, requireSession }) => {
    const session = requireSession();
    const m = matters.get(required(body.matterId, '事项'));
    if (!m) return fail('事项不存在', 404);
    const types = Array.isArray(body.types) ? body.types.map(String) : [];
    if (types.length === 0) fail('请选择问题类型');
    if (types.some((t) => !MATTER_FEEDBACK_TYPES.includes(t))) fail('问题类型不正确');
    const content = required(body.content, '问题描述');
    if (chars(content) > MAX_REMARKS) fail(`问题描述不能超过${MAX_REMARKS}字`);
    const row: MatterFeedbackRow = {
      id: newId('MF'),
      userId: session.userId,
      matterId: m.id,
      matterName: m.name,
      types,
      content,
      phone: contact(body.phone),
      createdAt: clock.now(),
      replyDueAt: clock.now() + REPLY_DELAY_MS,
      replies: [],
    };
    matterFeedback.insert(row);
    return { id: row.id };
  }),

  handle('get', '/matter/feedback/myList', ({ query, requireSession }) => {
    const session = requireSession();
    const rows = matterFeedback.filter((f) => f.userId === session.userId).sort((a, b) => b.createdAt - a.createdAt);
    return paged(rows.map(matterFeedbackView), query);
  }),

  /** One matter feedback; its id is the link people share. */
  handle('get', '/matter/feedback/anon/detail', ({ query }) => {
    const row = matterFeedback.get(required(query.get('id'), 'id'));
    if (!row) return fail('反馈不存在', 404);
    const { phone: _p, ...view } = matterFeedbackView(row);
    return view;
  }),
];

// The rating emulator: complaints, 好差评 and guide corrections, each in its own file; staff
// replies to the user across all three here.
import { complaints, evaluations, matterFeedback, type StaffReply } from './tables';
import { handle } from '@/mocks/gateway';
import { EVAL_LEVELS } from './rules';
import { complaintHandlers } from './complaints';
import { complaintTicketHandlers, complaintTickets } from './complaint-tickets';
import { evaluationHandlers } from './evaluations';
import { matterFeedbackHandlers } from './matter-feedback';

export const handlers = [
  ...complaintHandlers,
  ...complaintTicketHandlers,
  ...evaluationHandlers,
  ...matterFeedbackHandlers,

  /** Staff replies to the user, newest first, across complaints, ratings and matter feedback. */
  handle('get', '/feedback/auth/repliesToMe', ({ requireSession }) => {
    const session = requireSession();
    const out: { kind: 'complaint' | 'evaluation' | 'matter'; id: string; title: string; reply: StaffReply }[] = [];
    for (const c of complaints.filter((r) => r.userId === session.userId))
      for (const reply of c.replies)
        out.push({ kind: 'complaint', id: c.id, title: `${c.sumStars}星评价${c.complaintCause ? `（${c.complaintCause}）` : ''}`, reply });
    for (const t of complaintTickets.filter((r) => r.userId === session.userId))
      for (const reply of t.replies) out.push({ kind: 'complaint', id: t.id, title: `投诉工单${t.ticketNo}（${t.type}）`, reply });
    for (const e of evaluations.filter((r) => r.userId === session.userId))
      for (const reply of e.replies)
        out.push({ kind: 'evaluation', id: e.id, title: `${e.matterName}（${EVAL_LEVELS[e.level ?? 0] ?? ''}）`, reply });
    for (const f of matterFeedback.filter((r) => r.userId === session.userId))
      for (const reply of f.replies) out.push({ kind: 'matter', id: f.id, title: `${f.matterName}指南纠错`, reply });
    return out.sort((a, b) => b.reply.time - a.reply.time);
  }),
];

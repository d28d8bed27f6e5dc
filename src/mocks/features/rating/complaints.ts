/** Complaints and door-plate ratings (docs/spec-rules.md section 3): stored, answered by staff on the clock. */
import { clock, onTick } from '@/mocks/clock';
import { complaints, type ComplaintRow } from './tables';
import { newId } from '@/mocks/db/store';
import { halls } from '@/mocks/db/tables';
import { fail, handle, paged, required } from '@/mocks/gateway';
import { notify } from '@/mocks/features/notices';
import { complaintTickets, ticketView } from './complaint-tickets';
import { CAUSES, MAX_REMARKS, STAR_THRESHOLD, TIME, REPLY_DELAY_MS, chars, contact, imageList, complaintView, own } from './rules';

// Staff answer on the emulator's clock, so tests move time forward to see the reply arrive.
onTick((now) => {
  for (const c of complaints.filter((r) => r.replyDueAt !== null && r.replyDueAt <= now && r.replies.length === 0)) {
    const content =
      c.sumStars < STAR_THRESHOLD
        ? `您好，您反映的${c.complaintCause || '问题'}已收到并转相关部门核实处理，给您带来不便深表歉意。如有疑问请致电12345。`
        : '您好，您的意见已收到，感谢您对政务服务工作的支持。';
    complaints.update(c.id, { replies: [{ content, replier: c.hallName || '政务服务管理办公室', time: c.replyDueAt as number }] });
    notify(
      c.userId,
      'complaint.replied',
      {
        title: '投诉建议已回复',
        body: `您的投诉建议已由${c.hallName || '政务服务管理办公室'}回复。`,
        link: `/complaintDetails?id=${encodeURIComponent(c.id)}`,
      },
      { ref: c.id, at: c.replyDueAt as number },
    );
  }
});

export const complaintHandlers = [
  /** Door-plate rating, feedback and complaint (docs/spec-rules.md section 3 payload). */
  handle('post', '/complaint/insert', ({ body, requireSession }) => {
    const session = requireSession();
    if (body.evaluateTarget !== 'doorplate') fail('评价对象不正确');
    if (body.suggestComplaintsType !== 6) fail('反馈类型不正确');
    if (body.source !== 3) fail('来源不正确');
    const stars = body.sumStars;
    if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > 5) fail('请给出星级评价');
    const sumStars = stars as number;
    const phone = contact(body.phone);
    const remarks = body.remarks === undefined || body.remarks === null ? '' : String(body.remarks);
    if (chars(remarks) > MAX_REMARKS) fail(`问题描述不能超过${MAX_REMARKS}字`);
    const causes = String(body.complaintCause ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    if (causes.some((c) => !CAUSES.includes(c))) fail('问题类型不正确');
    const createTime = required(body.createTime, '提交时间');
    if (!TIME.test(createTime)) fail('提交时间格式不正确');
    const urls = imageList(body.image);
    const outHallId = body.outHallId ? String(body.outHallId) : '';
    const hall = outHallId ? halls.get(outHallId) : undefined;
    if (outHallId && !hall) fail('大厅不存在', 404);
    const bad = sumStars < STAR_THRESHOLD;
    const row: ComplaintRow = {
      id: newId('C'),
      userId: session.userId,
      evaluateTarget: 'doorplate',
      outHallId,
      hallName: hall?.name ?? '',
      suggestComplaintsType: 6,
      openId: body.openId ? String(body.openId) : '',
      phone,
      remarks,
      sumStars,
      complaintCause: bad ? causes.join(',') : '',
      createTime,
      userName: body.userName ? String(body.userName) : '',
      source: 3,
      image: urls.join(','),
      createdAt: clock.now(),
      replyDueAt: bad || remarks.trim() ? clock.now() + REPLY_DELAY_MS : null,
      replies: [],
    };
    complaints.insert(row);
    return { id: row.id };
  }),

  /** The user's ratings and complaint work orders together, newest first, paged; each says its `kind`. */
  handle('get', '/complaint/queryPage', ({ query, requireSession }) => {
    const session = requireSession();
    const rows = [
      ...complaints.filter((c) => c.userId === session.userId).map((c) => ({ at: c.createdAt, view: complaintView(c) })),
      ...complaintTickets.filter((t) => t.userId === session.userId).map((t) => ({ at: t.createdAt, view: ticketView(t) })),
    ];
    return paged(
      rows.sort((a, b) => b.at - a.at).map((r) => r.view),
      query,
    );
  }),

  handle('get', '/complaint/detail', ({ query, requireSession }) => {
    const session = requireSession();
    const id = required(query.get('id'), 'id');
    const ticket = complaintTickets.get(id);
    if (ticket) return ticketView(own(ticket, session, '投诉工单'));
    return complaintView(own(complaints.get(id), session, '投诉建议'));
  }),
];

import { clock, onTick } from '@/mocks/clock';
import {
  complaints,
  evaluations,
  evaluationSeeded,
  matterFeedback,
  type ComplaintRow,
  type EvaluationRow,
  type MatterFeedbackRow,
  type StaffReply,
} from './tables';
import { newId } from '@/mocks/db/store';
import { halls, matters } from '@/mocks/db/tables';
import { fail, handle, paged, required, type SessionRow } from '@/mocks/gateway';

// The emulator's own reading of the rating rules (spec sections 5 and 9); it does not trust the app.
const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const CAUSES = ['功能故障', '体验问题', '新功能建议', '其他'];
const MAX_REMARKS = 500;
const MAX_IMAGES = 8;
const STAR_THRESHOLD = 3;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** Staff answer complaints, bad ratings and matter feedback this long after they arrive. */
export const REPLY_DELAY_MS = 30 * 60_000;

export const EVAL_LEVELS: Record<number, string> = { 5: '非常满意', 4: '满意', 3: '基本满意', 2: '不满意', 1: '非常不满意' };
export const GOOD_TAGS = ['服务热情', '办事高效', '一次办好', '指引清晰', '环境舒适'];
export const BAD_TAGS = ['态度不好', '办事效率低', '多次跑腿', '材料要求不清', '窗口无人', '其他'];
const MATTER_FEEDBACK_TYPES = ['材料有误', '流程有误', '收费有误', '时限有误', '地址电话有误', '其他'];

const chars = (s: string) => Array.from(s).length;

function contact(raw: unknown): string {
  const phone = String(raw ?? '').trim();
  if (!phone) fail('请留下您的联系方式');
  if (!MOBILE.test(phone) && !EMAIL.test(phone)) fail('联系方式应为手机号或邮箱');
  return phone;
}

function imageList(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'string') return fail('图片格式不正确');
  const urls = raw
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (urls.length > MAX_IMAGES) fail(`最多上传${MAX_IMAGES}张图片`);
  for (const url of urls) {
    const path = url.split(/[?#]/)[0];
    const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
    if (!/^(https?:\/\/|\/)/.test(url) || (ext && !['jpg', 'jpeg', 'png'].includes(ext))) fail('只能上传JPG、JPEG、PNG格式的图片');
  }
  return urls;
}

function complaintStatus(row: { replies: StaffReply[]; replyDueAt: number | null | undefined }) {
  if (row.replies.length) return '已回复';
  return row.replyDueAt ? '处理中' : '已收到';
}

function complaintView(row: ComplaintRow) {
  const { userId: _u, createdAt: _c, replyDueAt: _r, ...rest } = row;
  return { ...rest, images: row.image ? row.image.split(',') : [], status: complaintStatus(row) };
}

function own<T extends { userId: string }>(row: T | undefined, session: SessionRow, what: string): T {
  if (!row || row.userId !== session.userId) return fail(`${what}不存在`, 404);
  return row;
}

/** Pending ratings of a user: generated the first time the user asks, from the seeded matters. */
function ensureEvaluations(session: SessionRow): void {
  if (evaluationSeeded.get(session.userId)) return;
  evaluationSeeded.insert({ id: session.userId });
  const ms = matters.filter((m) => m.areaCode === '120101').slice(0, 5);
  const hall = halls.get('H1201010') ?? halls.all()[0];
  const staff = ['王丽', '陈晨', '刘洋', '赵敏', '孙浩'];
  ms.forEach((m, i) => {
    const row: EvaluationRow = {
      // Stable ids (one set per user): links to a rating stay valid across resets.
      id: `EV-${session.userId}-${i + 1}`,
      userId: session.userId,
      kind: i % 2 === 0 ? 'case' : 'window',
      matterName: m.name,
      hallName: hall?.name ?? '政务服务中心',
      windowName: `${(i % 8) + 1}号综合窗口`,
      staffName: staff[i % staff.length],
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
  const { userId: _u, replyDueAt: _r, ...rest } = row;
  return {
    ...rest,
    levelText: row.level ? EVAL_LEVELS[row.level] : '',
    replyStatus: complaintStatus({ replies: row.replies, replyDueAt: row.replyDueAt }),
  };
}

function matterFeedbackView(row: MatterFeedbackRow) {
  const { userId: _u, replyDueAt: _r, ...rest } = row;
  return { ...rest, status: complaintStatus(row) };
}

// Staff answer on the emulator's clock, so tests move time forward to see the reply arrive.
onTick((now) => {
  for (const c of complaints.filter((r) => r.replyDueAt !== null && r.replyDueAt <= now && r.replies.length === 0)) {
    const content =
      c.sumStars < STAR_THRESHOLD
        ? `您好，您反映的${c.complaintCause || '问题'}已收到并转相关部门核实处理，给您带来不便深表歉意。如有疑问请致电12345。`
        : '您好，您的意见已收到，感谢您对政务服务工作的支持。';
    complaints.update(c.id, { replies: [{ content, replier: c.hallName || '政务服务管理办公室', time: c.replyDueAt as number }] });
  }
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

export const handlers = [
  /** Door-plate rating, feedback and complaint (spec section 3 payload). */
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

  /** The user's ratings and complaints, newest first, paged. */
  handle('get', '/complaint/queryPage', ({ query, requireSession }) => {
    const session = requireSession();
    const rows = complaints.filter((c) => c.userId === session.userId).sort((a, b) => b.createdAt - a.createdAt);
    return paged(rows.map(complaintView), query);
  }),

  handle('get', '/complaint/detail', ({ query, requireSession }) => {
    const session = requireSession();
    return complaintView(own(complaints.get(required(query.get('id'), 'id')), session, '投诉建议'));
  }),

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

  /** Staff replies to the user, newest first, across complaints, ratings and matter feedback. */
  handle('get', '/feedback/auth/repliesToMe', ({ requireSession }) => {
    const session = requireSession();
    const out: { kind: 'complaint' | 'evaluation' | 'matter'; id: string; title: string; reply: StaffReply }[] = [];
    for (const c of complaints.filter((r) => r.userId === session.userId))
      for (const reply of c.replies)
        out.push({ kind: 'complaint', id: c.id, title: `${c.sumStars}星评价${c.complaintCause ? `（${c.complaintCause}）` : ''}`, reply });
    for (const e of evaluations.filter((r) => r.userId === session.userId))
      for (const reply of e.replies)
        out.push({ kind: 'evaluation', id: e.id, title: `${e.matterName}（${EVAL_LEVELS[e.level ?? 0] ?? ''}）`, reply });
    for (const f of matterFeedback.filter((r) => r.userId === session.userId))
      for (const reply of f.replies) out.push({ kind: 'matter', id: f.id, title: `${f.matterName}指南纠错`, reply });
    return out.sort((a, b) => b.reply.time - a.reply.time);
  }),
];

// The emulator's own reading of the rating rules (docs/spec-rules.md sections 5 and 9); it does not trust the app.
import { type ComplaintRow, type StaffReply } from './tables';
import { fail, type SessionRow } from '@/mocks/gateway';

export const MOBILE = /^1[3-9]\d{9}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const CAUSES = ['功能故障', '体验问题', '新功能建议', '其他'];
export const MAX_REMARKS = 500;
export const MAX_IMAGES = 8;
export const STAR_THRESHOLD = 3;
export const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** Staff answer complaints, bad ratings and matter feedback this long after they arrive. */
export const REPLY_DELAY_MS = 30 * 60_000;

export const EVAL_LEVELS: Record<number, string> = { 5: '非常满意', 4: '满意', 3: '基本满意', 2: '不满意', 1: '非常不满意' };
export const GOOD_TAGS = ['服务热情', '办事高效', '一次办好', '指引清晰', '环境舒适'];
export const BAD_TAGS = ['态度不好', '办事效率低', '多次跑腿', '材料要求不清', '窗口无人', '其他'];
export const MATTER_FEEDBACK_TYPES = ['材料有误', '流程有误', '收费有误', '时限有误', '地址电话有误', '其他'];

export const chars = (s: string) => Array.from(s).length;

export function contact(raw: unknown): string {
  const phone = String(raw ?? '').trim();
  if (!phone) fail('请留下您的联系方式');
  if (!MOBILE.test(phone) && !EMAIL.test(phone)) fail('联系方式应为手机号或邮箱');
  return phone;
}

export function imageList(raw: unknown): string[] {
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

export function complaintStatus(row: { replies: StaffReply[]; replyDueAt: number | null | undefined }) {
  if (row.replies.length) return '已回复';
  return row.replyDueAt ? '处理中' : '已收到';
}

export function complaintView(row: ComplaintRow) {
  const { userId: _u, createdAt: _c, replyDueAt: _r, ...rest } = row;
  return { ...rest, kind: 'rating' as const, images: row.image ? row.image.split(',') : [], status: complaintStatus(row) };
}

export function own<T extends { userId: string }>(row: T | undefined, session: SessionRow, what: string): T {
  if (!row || row.userId !== session.userId) return fail(`${what}不存在`, 404);
  return row;
}

import { z } from 'zod/mini';
import type { DraftImage } from '@/components/image-field/image-limits';
import type { ComplaintStage, ComplaintSubject, ComplaintTicket, ComplaintType } from '@/contract/complaint';
import { problemsSchema } from '@/lib/forms/problems-schema';
import { isMobile } from '@/lib/validation/contact';

// 投诉 as the app checks it before sending (docs/complaints.md); the gateway checks it again.

export const MIN_CONTENT = 10;
export const MAX_CONTENT = 500;
export const MAX_COMPLAINT_IMAGES = 8;

/** What the complaint wizard holds; kept as a draft until filed. */
export interface ComplaintDraft {
  /** The chosen visit or hall, as the subjects list gave it (the check page shows it as chosen). */
  subject: ComplaintSubject | null;
  type: ComplaintType | '';
  content: string;
  images: DraftImage[];
  phone: string;
  /** One per complaint being written: a send repeated after a lost answer files it once. */
  clientToken: string;
}

export const newClientToken = () => `ct-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export const emptyComplaint = (): ComplaintDraft => ({
  subject: null,
  type: '',
  content: '',
  images: [],
  phone: '',
  clientToken: newClientToken(),
});

export const COMPLAINT_MESSAGES = {
  subject: '请选择投诉对象：您的一次办事记录或一个大厅',
  type: '请选择投诉类型',
  contentShort: `请具体描述您遇到的问题，至少${MIN_CONTENT}个字`,
  contentLong: `问题描述不能超过${MAX_CONTENT}字`,
  phone: '请填写正确的手机号，便于回访',
  imagesUploading: '图片正在上传，请稍候',
  imagesFailed: '有图片上传失败，请重试或删除后再提交',
} as const;

type Field = 'subject' | 'type' | 'content' | 'phone' | 'images';

const chars = (s: string) => Array.from(s.trim()).length;

/** What is wrong with a draft, field by field. */
export function complaintProblems(d: ComplaintDraft): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  if (!d.subject) out.subject = COMPLAINT_MESSAGES.subject;
  if (!d.type) out.type = COMPLAINT_MESSAGES.type;
  if (chars(d.content) < MIN_CONTENT) out.content = COMPLAINT_MESSAGES.contentShort;
  else if (chars(d.content) > MAX_CONTENT) out.content = COMPLAINT_MESSAGES.contentLong;
  if (!isMobile(d.phone)) out.phone = COMPLAINT_MESSAGES.phone;
  if (d.images.some((i) => i.status === 'uploading')) out.images = COMPLAINT_MESSAGES.imagesUploading;
  // A visitor's photo waits for the login (it goes once logged in); any other failure must be dealt with.
  else if (d.images.some((i) => i.status === 'failed' && !i.needsLogin)) out.images = COMPLAINT_MESSAGES.imagesFailed;
  return out;
}

export const complaintTicketSchema = problemsSchema(
  {
    subject: z.nullable(z.custom<ComplaintSubject>()),
    type: z.custom<ComplaintType | ''>(),
    content: z.string(),
    images: z.array(z.custom<DraftImage>()),
    phone: z.string(),
    clientToken: z.string(),
  },
  (v) => complaintProblems(v as ComplaintDraft),
);

/** Whether the user chose or typed anything worth asking before leaving. */
export const complaintTouched = (d: ComplaintDraft) => Boolean(d.subject || d.type || d.content.trim() || d.images.length);

// Deadlines are the hall's, in China time, whatever the phone's time zone.
const chinaTime = (ms: number) => new Date(ms + 8 * 3_600_000);
const pad = (n: number) => String(n).padStart(2, '0');

export const monthDay = (ms: number) => {
  const d = chinaTime(ms);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};

const monthDayTime = (ms: number) => {
  const d = chinaTime(ms);
  return `${monthDay(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

/** The status as the citizen reads it. */
export const TICKET_STATUS_TEXT: Record<ComplaintTicket['status'], string> = { open: '处理中', rating: '待评价', closed: '已办结' };

/** The stage being worked on: the first not done, or null when all are. */
export function currentStage(t: Pick<ComplaintTicket, 'stages'>): ComplaintStage | null {
  return t.stages.find((s) => s.doneAt === null) ?? null;
}

/** One stage's line under its name: when it was done, or by when it will be. */
export function stageWhen(s: ComplaintStage, current: boolean): string {
  if (s.doneAt !== null) return `${monthDayTime(s.doneAt)} 完成`;
  if (s.key === 'revisit') return current ? `请在${monthDay(s.dueAt)}前评价处理结果` : `${monthDay(s.dueAt)}前`;
  return current ? `办理中，${monthDay(s.dueAt)}前完成` : `${monthDay(s.dueAt)}前`;
}

/** The confirmation's “what happens next”, from the complaint's own deadlines. */
export function nextSteps(t: Pick<ComplaintTicket, 'stages' | 'subject'>): string[] {
  const due = (key: ComplaintStage['key']) => monthDay(t.stages.find((s) => s.key === key)?.dueAt ?? 0);
  return [
    `${t.subject.hallName}在${due('accept')}前受理，${due('verify')}前核实您反映的情况`,
    `${due('feedback')}前把处理结果反馈给您，结果会发到消息中心，并按您的通知设置提醒您`,
    `收到结果后请评价处理情况；不满意可要求重新办理一次`,
  ];
}

import dayjs from 'dayjs';
import type { DraftImage, RatingDraft, RatingPayload } from './types';
import { isEmail, isMobile } from '@/lib/validation/contact';
import { IMAGE_FIELD_MESSAGES, MAX_FIELD_IMAGES } from '@/components/image-field/image-limits';

/** docs/spec-rules.md section 9: the rating form's limits. */
export const STAR_THRESHOLD = 3;
export const MAX_REMARKS = 500;
export const MAX_IMAGES = MAX_FIELD_IMAGES;

export const PROBLEM_TYPES = ['功能故障', '体验问题', '新功能建议', '其他'] as const;
export const STAR_LABELS = ['非常不满意', '不满意', '一般', '满意', '非常满意'] as const;

export const RATING_MESSAGES = {
  stars: '请给出星级评价',
  contact: '请留下您的联系方式',
  contactFormat: '请输入正确的手机号或邮箱',
  remarksTooLong: `问题描述不能超过${MAX_REMARKS}字`,
  imageCount: IMAGE_FIELD_MESSAGES.imageCount(MAX_IMAGES),
  imagesUploading: '图片正在上传，请稍候再提交',
  imagesFailed: '有图片上传失败，请重试或删除后再提交',
} as const;

/** Characters as a person counts them (an emoji or a rare hanzi is one). */
export const charCount = (s: string) => Array.from(s).length;

/** Chips, images and the problem wording apply only to low ratings. */
export const isLowRating = (stars: number) => stars > 0 && stars < STAR_THRESHOLD;

export const emptyDraft = (contact = ''): RatingDraft => ({ stars: 0, contact, causes: [], remarks: '', images: [] });

export function contactProblem(contact: string): string | null {
  if (!contact.trim()) return RATING_MESSAGES.contact;
  if (!isMobile(contact) && !isEmail(contact)) return RATING_MESSAGES.contactFormat;
  return null;
}

export const remarksProblem = (remarks: string): string | null =>
  charCount(remarks) > MAX_REMARKS ? RATING_MESSAGES.remarksTooLong : null;

/** The images the payload carries: only low ratings send them. */
export const sentImages = (draft: RatingDraft): DraftImage[] => (isLowRating(draft.stars) ? draft.images : []);

export type RatingField = 'stars' | 'contact' | 'remarks' | 'images';

/** The problems of a draft by field (the form's schema reports each on its field); empty when it can be sent. */
export function ratingProblems(draft: RatingDraft): Partial<Record<RatingField, string>> {
  const out: Partial<Record<RatingField, string>> = {};
  if (!draft.stars) out.stars = RATING_MESSAGES.stars;
  const contact = contactProblem(draft.contact);
  if (contact) out.contact = contact;
  const remarks = remarksProblem(draft.remarks);
  if (remarks) out.remarks = remarks;
  const images = sentImages(draft);
  if (images.length > MAX_IMAGES) out.images = RATING_MESSAGES.imageCount;
  else if (images.some((i) => i.status === 'uploading')) out.images = RATING_MESSAGES.imagesUploading;
  else if (images.some((i) => i.status === 'failed')) out.images = RATING_MESSAGES.imagesFailed;
  return out;
}

/** Whether the user typed or chose anything (a prefilled contact does not count). */
export function isDirty(draft: RatingDraft, prefilledContact = ''): boolean {
  return (
    draft.stars > 0 ||
    draft.causes.length > 0 ||
    draft.remarks.trim() !== '' ||
    draft.images.length > 0 ||
    (draft.contact !== '' && draft.contact !== prefilledContact)
  );
}

export interface PayloadContext {
  outHallId: string;
  openId: string;
  userName: string;
  now: number;
}

/** The spec's payload (docs/spec-rules.md sections 3 and 9): doorplate, type 6, source 3. */
export function buildRatingPayload(draft: RatingDraft, ctx: PayloadContext): RatingPayload {
  const low = isLowRating(draft.stars);
  return {
    evaluateTarget: 'doorplate',
    outHallId: ctx.outHallId,
    suggestComplaintsType: 6,
    openId: ctx.openId,
    phone: draft.contact.trim(),
    remarks: draft.remarks.trim(),
    sumStars: draft.stars,
    complaintCause: low ? PROBLEM_TYPES.filter((t) => draft.causes.includes(t)).join(',') : '',
    createTime: dayjs(ctx.now).format('YYYY-MM-DD HH:mm:ss'),
    userName: ctx.userName,
    source: 3,
    image: sentImages(draft)
      .map((i) => i.url)
      .filter(Boolean)
      .join(','),
  };
}

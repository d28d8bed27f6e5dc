import type { Evaluation, RatingPayload, StaffReply } from '@/contract/rating';
import type { DraftImage } from '@/components/image-field/image-limits';
export type { DraftImage } from '@/components/image-field/image-limits';

/** What the rating form holds; kept in session drafts until submitted. */
export interface RatingDraft {
  stars: number;
  contact: string;
  causes: string[];
  remarks: string;
  images: DraftImage[];
}

export type { RatingPayload, StaffReply } from '@/contract/rating';

/** A stored rating or complaint as the user's lists show it. */
export interface ComplaintRecord extends Omit<RatingPayload, 'evaluateTarget' | 'suggestComplaintsType' | 'source'> {
  kind: 'rating';
  id: string;
  evaluateTarget: string;
  suggestComplaintsType: number;
  source: number;
  hallName: string;
  images: string[];
  status: string;
  replies: StaffReply[];
}

export type { PageResult } from '@/contract/page';
export type { ComplaintTicket } from '@/contract/complaint';

/** What 我的投诉建议 lists and 投诉建议详情 shows: a rating (the rating form) or a complaint work order. */
export type ComplaintItem = ComplaintRecord | import('@/contract/complaint').ComplaintTicket;

/** The logged-in user as the rating form needs it (contact prefill, userName, hall). */
export interface RatingUser {
  mobile: string;
  userName: string;
  nickName: string;
  hallId: string;
}

/** A rating case as the app lists it: the contract's fields and what the gateway derives. */
export interface EvaluationItem extends Evaluation {
  levelText: string;
  replyStatus: string;
}

export interface EvaluationParams {
  id: string;
  level: number;
  tags: string[];
  reason: string;
}

export interface MatterInfo {
  id: string;
  name: string;
  departmentName: string;
}

export interface MatterFeedbackParams {
  matterId: string;
  types: string[];
  content: string;
  phone: string;
}

export interface MatterFeedbackRecord {
  id: string;
  matterId: string;
  matterName: string;
  types: string[];
  content: string;
  createdAt: number;
  status: string;
  replies: StaffReply[];
}

export interface ReplyToMe {
  kind: 'complaint' | 'evaluation' | 'matter';
  id: string;
  title: string;
  reply: StaffReply;
}

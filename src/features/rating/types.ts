/** One image of a rating draft: uploading, uploaded (url) or failed (retry). */
export interface DraftImage {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** While uploading: compressing in the worker, or sending. */
  phase?: 'compress' | 'upload';
  url?: string;
  progress?: number;
}

/** What the rating form holds; kept in session drafts until submitted. */
export interface RatingDraft {
  stars: number;
  contact: string;
  causes: string[];
  remarks: string;
  images: DraftImage[];
}

/** The rating/complaint payload of spec section 3 (POST /complaint/insert). */
export interface RatingPayload {
  evaluateTarget: 'doorplate';
  outHallId: string;
  suggestComplaintsType: 6;
  openId: string;
  phone: string;
  remarks: string;
  sumStars: number;
  complaintCause: string;
  createTime: string;
  userName: string;
  source: 3;
  image: string;
}

export interface StaffReply {
  content: string;
  replier: string;
  time: number;
}

/** A stored rating or complaint as the user's lists show it. */
export interface ComplaintRecord extends Omit<RatingPayload, 'evaluateTarget' | 'suggestComplaintsType' | 'source'> {
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

/** The logged-in user as the rating form needs it (contact prefill, userName, hall). */
export interface RatingUser {
  mobile: string;
  userName: string;
  nickName: string;
  hallId: string;
}

/** A handled case or window service to rate (好差评), pending or rated. */
export interface EvaluationItem {
  id: string;
  kind: 'case' | 'window';
  matterName: string;
  hallName: string;
  windowName: string;
  staffName: string;
  handledAt: number;
  status: 'pending' | 'done';
  level?: number;
  levelText: string;
  tags?: string[];
  reason?: string;
  evaluatedAt?: number;
  replies: StaffReply[];
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

import { defineTable, type Row } from '@/mocks/db/store';

/** A staff answer to a complaint, a bad rating or a matter feedback. */
export interface StaffReply {
  content: string;
  replier: string;
  /** Emulator clock, ms. */
  time: number;
}

/** A door-plate rating / complaint (POST /complaint/insert) as the emulator keeps it. */
export interface ComplaintRow extends Row {
  userId: string;
  evaluateTarget: string;
  outHallId: string;
  hallName: string;
  suggestComplaintsType: number;
  openId: string;
  phone: string;
  remarks: string;
  sumStars: number;
  complaintCause: string;
  createTime: string;
  userName: string;
  source: number;
  image: string;
  /** Emulator clock when stored. */
  createdAt: number;
  /** When staff answer (emulator clock), or null when no answer is due. */
  replyDueAt: number | null;
  replies: StaffReply[];
}

/** A handled case or a window service to rate (好差评), pending or rated. */
export interface EvaluationRow extends Row {
  userId: string;
  kind: 'case' | 'window';
  matterName: string;
  hallName: string;
  windowName: string;
  staffName: string;
  /** Emulator clock when the case was handled. */
  handledAt: number;
  status: 'pending' | 'done';
  level?: number;
  tags?: string[];
  reason?: string;
  evaluatedAt?: number;
  replyDueAt?: number | null;
  replies: StaffReply[];
}

/** Feedback on a matter's guide (纠错). */
export interface MatterFeedbackRow extends Row {
  userId: string;
  matterId: string;
  matterName: string;
  types: string[];
  content: string;
  phone: string;
  createdAt: number;
  replyDueAt: number | null;
  replies: StaffReply[];
}

/** Users whose pending ratings have been generated (one row per user id). */
export type EvaluationSeededRow = Row;

export const complaints = defineTable<ComplaintRow>('complaints');
export const evaluations = defineTable<EvaluationRow>('evaluations');
export const evaluationSeeded = defineTable<EvaluationSeededRow>('evaluationSeeded');
export const matterFeedback = defineTable<MatterFeedbackRow>('matterFeedback');

import type { Evaluation, RatingPayload, StaffReply } from '@/contract/rating';
import { defineTable, type Row } from '@/mocks/db/store';

export type { StaffReply };

/** A door-plate rating / complaint (POST /complaint/insert) as the emulator keeps it. */
export interface ComplaintRow extends Row, RatingPayload {
  userId: string;
  hallName: string;
  /** Emulator clock when stored. */
  createdAt: number;
  /** When staff answer (emulator clock), or null when no answer is due. */
  replyDueAt: number | null;
  replies: StaffReply[];
}

/** A rating case as the emulator keeps it: the contract's fields, whose it is, and when staff answer. */
export interface EvaluationRow extends Row, Omit<Evaluation, 'id'> {
  userId: string;
  replyDueAt?: number | null;
  /** The window and the member of staff rated (the halls emulator's staff table), when known: 服务之星 counts the rating. */
  windowId?: string;
  staffId?: string;
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

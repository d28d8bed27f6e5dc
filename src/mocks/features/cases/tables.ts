import type { CaseCallRecord, CrossRequest, FormValues, PreAudit, RemoteBooking } from '@/contract/online';
import { defineTable, type Row } from '@/mocks/db/store';
import type { CaseState } from './lifecycle';

/** A case (办件): an application that was submitted, moved by the emulator's staff on its clock. */
export interface CaseRow extends Row, CaseState {
  caseNo: string;
  userId: string;
  matterId: string;
  matterName: string;
  departmentName: string;
  formId: string;
  formTitle: string;
  applicant: { name: string; idcard: string; mobile: string };
  form: FormValues;
  submittedAt: number;
  /** The app's key of one submission: the same key answers the same case (a repeated send). */
  clientToken: string;
  /** A combined (一件事) case has sub-cases; a sub-case names its parent. */
  kind: 'single' | 'combined' | 'sub';
  parentId: string | null;
  /** The 好差评 row offered once the case is 办结 (rating feature's evaluations table). */
  evaluationId: string | null;
  /** The user's own steps before submitting (drafted at), shown in the timeline. */
  draftedAt: number | null;
}

/** 预审 as stored: the view without its stage name, and whose it is. */
export interface PreAuditRow extends Row, Omit<PreAudit, 'id' | 'stageName'> {
  userId: string;
}

/** A signed 告知承诺书. */
export interface CommitmentRow extends Row {
  userId: string;
  matterId: string;
  matterName: string;
  items: string[];
  signature: string;
  signedAt: number;
}

/** A 远程办 booking as stored: the contract's shape, and whose it is. */
export interface RemoteBookingRow extends Row, Omit<RemoteBooking, 'id' | 'caseNo'> {
  userId: string;
  /** When the call was handed to a staff member who was online (they call in person; remote-call.ts); null or absent: the emulator's staff call. */
  handedAt?: number | null;
}

/** A 跨省通办 request with its status and the feedback both sides wrote. */
export interface CrossRequestRow extends Row, Omit<CrossRequest, 'id'> {
  userId: string;
}

/** A form filled on its own (formIndex), kept for the user. */
export interface FilledFormRow extends Row {
  userId: string;
  formId: string;
  formTitle: string;
  values: FormValues;
  savedAt: number;
}

/** Users whose demo history (one 一件事 case) has been generated. */
export type CaseSeededRow = Row;

export const cases = defineTable<CaseRow>('cases');
export const preAudits = defineTable<PreAuditRow>('preAudits');
export const commitments = defineTable<CommitmentRow>('commitments');
export const remoteBookings = defineTable<RemoteBookingRow>('remoteBookings');
export const crossRequests = defineTable<CrossRequestRow>('crossRequests');
export const filledForms = defineTable<FilledFormRow>('filledForms');
export const caseSeeded = defineTable<CaseSeededRow>('caseSeeded');

/** The record of a remote-handling video call, filed to its case when staff send the agreed checklist (im emulator). */
export interface CaseCallRecordRow extends Row, CaseCallRecord {
  caseId: string;
  userId: string;
  callId: string;
  staffId: string;
}

export const caseCallRecords = defineTable<CaseCallRecordRow>('caseCallRecords');

/** Notice document files made so far: docNo and text print → the stored file (notices.ts). */
export const noticeFiles = defineTable<{ id: string; fileId: string; url: string }>('caseNoticeFiles');

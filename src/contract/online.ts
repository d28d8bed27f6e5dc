/**
 * Shapes of the online-processing and case calls (docs/apply-and-track.md) that the app and the
 * emulator both read. Plain types only: each side validates on its own.
 */

/** A dictionary entry in one of the spec's three shapes (docs/spec-rules.md section 3). */
export type RawDictEntry = { dictValue: string; dictLabel: string } | { code: string; name: string } | { value: string; text: string };

export type FieldType = 'text' | 'textarea' | 'number' | 'date' | 'idcard' | 'mobile' | 'select' | 'radio' | 'checkbox';

/** One field of a form definition. */
export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Characters, for text and textarea. */
  maxLength?: number;
  /** Bounds of a number field. */
  min?: number;
  max?: number;
  /** A regular expression (source) a text value must match, with its message. */
  pattern?: string;
  patternMessage?: string;
  /** Dates: not after today (the emulator's today). */
  notAfterToday?: boolean;
  /** The dictionary of a select, radio or checkbox field. */
  dict?: string;
  /** Shown (and checked) only while another field has one of these values. */
  showIf?: { field: string; in: string[] };
  placeholder?: string;
  hint?: string;
}

export interface FormDef {
  id: string;
  title: string;
  description: string;
  fields: FieldDef[];
  /** The dictionaries the fields name. */
  dicts: string[];
}

/** A field value as forms send it: text, or the chosen values of a checkbox field. */
export type FieldValue = string | string[];
export type FormValues = Record<string, FieldValue>;

export type CaseStage = 'received' | 'returned' | 'accepted' | 'reviewing' | 'approved' | 'rejected';

export type CaseEventKind =
  'drafted' | 'submitted' | 'returned' | 'supplemented' | 'reminder' | 'accepted' | 'reviewing' | 'approved' | 'rejected' | 'rated';

export interface CaseEvent {
  kind: CaseEventKind;
  /** Emulator clock, ms. */
  at: number;
  title: string;
  actor: string;
  place: string;
  note: string;
}

export interface CaseFile {
  fileId: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

export interface CaseMaterial {
  index: number;
  name: string;
  required: boolean;
  files: CaseFile[];
  /** An e-certificate given instead of files. */
  certId: string | null;
  certName: string | null;
  status: 'pending' | 'ok' | 'returned';
  reason: string;
  /** Replaced by the applicant's signed 告知承诺书 (no files). */
  byCommitment?: boolean;
}

/** A remote-handling call's checklist: at most this many checks, each this long; next steps this long. */
export const CHECKLIST_LIMITS = { items: 20, label: 50, nextSteps: 500 } as const;

/** A remote-handling call filed to a case: when, who, what was said, what was checked, what comes next. */
export interface CaseCallRecord {
  id: string;
  staffName: string;
  matterName: string;
  startedAt: number;
  endedAt: number;
  durationSec: number;
  /** The text and file messages exchanged during the call, in order. */
  lines: { at: number; by: 'staff' | 'citizen'; name: string; text: string }[];
  checklist: { label: string; checked: boolean }[];
  nextSteps: string;
  filedAt: number;
}

/** 预审: materials sent for staff to look at before applying (`preAudit/list`, `preAudit/detail`). */
export interface PreAudit {
  id: string;
  matterId: string;
  matterName: string;
  materials: CaseMaterial[];
  stage: 'pending' | 'passed' | 'returned';
  stageName: string;
  stageSince: number;
  createdAt: number;
  history: { at: number; title: string; note: string }[];
}

/** A booked callback of 远程办: staff call the citizen by video at that time (`remote/list`). */
export interface RemoteBooking {
  id: string;
  matterId: string;
  matterName: string;
  /** Slot start, emulator clock ms. */
  slot: number;
  mobile: string;
  topic: string;
  /** booked → calling (staff dial at the slot) → done (the call record filed) or missed; or cancelled. */
  status: RemoteBookingStatus;
  createdAt: number;
  /** The case the call is about: the user's latest case of the matter, or the one staff open in the call. */
  caseId: string | null;
  caseNo: string | null;
  /** The IM video call staff made at the slot (oicqContent `callId`, `peerId` = staffId). */
  callId: string | null;
  staffId: string | null;
  staffName: string | null;
  calledAt: number | null;
  /** When the citizen joined (their offer reached staff). */
  joinedAt: number | null;
  endedAt: number | null;
  /** The call record filed to the case (`callRecords` of the case detail). */
  recordId: string | null;
}

export type RemoteBookingStatus = 'booked' | 'calling' | 'done' | 'missed' | 'cancelled';

/** How a 跨省通办 matter is handled across places. */
export type CrossMode = '全程网办' | '异地代收代办' | '多地联办';

/** A 跨省通办 request with its stage and the feedback both sides wrote. */
export interface CrossRequest {
  id: string;
  matterId: string;
  matterName: string;
  mode: CrossMode;
  fromPlace: string;
  toPlace: string;
  description: string;
  mobile: string;
  stage: 'submitted' | 'accepted' | 'transferred' | 'done';
  stageSince: number;
  createdAt: number;
  feedback: { at: number; by: 'user' | 'staff'; content: string }[];
  /** Citizen messages still waiting for a staff answer (clock ms when the answer is due). */
  replyDueAt: number | null;
}

/** The notices (文书) a case issues: 材料接收凭证, 受理通知书, 补正 / 不予受理通知书. */
export type NoticeKind = 'receipt' | 'acceptance' | 'rejection';

/** A case notice's text: what its document file prints. */
export interface CaseNoticeText {
  title: string;
  docNo: string;
  to: string;
  paragraphs: string[];
  items: string[];
  issuer: string;
  issuedAt: number;
}

/** A case notice as the case answers it. */
export interface CaseNotice extends CaseNoticeText {
  kind: NoticeKind;
  /** The notice as a document file (opened in previewFile, saved from there). */
  fileUrl?: string;
}

import type { StaffReply } from './rating';

/**
 * 投诉 (docs/complaints.md): a complaint about something that happened at a hall, filed against one
 * of the citizen's own visits, tracked by a 工单号 through five stages with per-area deadlines.
 * The door-plate rating stays the rating form (POST /complaint/insert); this is its own wire.
 */

/** What the complaint is about (the citizen's choice; the emulator refuses any other). */
export const COMPLAINT_TYPES = ['服务态度', '办事效率', '窗口纪律', '业务差错', '收费问题', '环境设施', '系统故障', '其他'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

/** The stages of a complaint, in order: 受理 → 核实 → 整改 → 反馈 → 回访. */
export const COMPLAINT_STAGES = [
  { key: 'accept', name: '受理' },
  { key: 'verify', name: '核实' },
  { key: 'rectify', name: '整改' },
  { key: 'feedback', name: '反馈' },
  { key: 'revisit', name: '回访' },
] as const;
export type ComplaintStageKey = (typeof COMPLAINT_STAGES)[number]['key'];

/** How the citizen rates the handling at 回访. */
export const HANDLING_LEVELS = ['满意', '基本满意', '不满意'] as const;
export type HandlingLevel = (typeof HANDLING_LEVELS)[number];

/** Where and who: one of the citizen's own visits (GET /complaint/subjects), or a hall. */
export interface ComplaintSubject {
  kind: 'booking' | 'ticket' | 'case' | 'handled' | 'hall';
  /** The visit's id in its own table (the hall's id for `hall`). */
  ref: string;
  hallId: string;
  hallName: string;
  windowName: string | null;
  staffName: string | null;
  matterName: string | null;
  /** When it happened (ms); null for a hall chosen without a visit. */
  at: number | null;
  /** How the visit reads in a list: 预约 · 11月20日 · 不动产登记. */
  label: string;
}

/** GET /complaint/subjects: the citizen's visits of the last 90 days, newest first, and the halls of the area. */
export interface ComplaintSubjects {
  visits: ComplaintSubject[];
  halls: { id: string; name: string }[];
}

/** POST /complaint/ticket. */
export interface ComplaintFiling {
  type: ComplaintType;
  subjectKind: ComplaintSubject['kind'];
  subjectRef: string;
  content: string;
  /** Uploaded photo addresses (at most 8, JPG/JPEG/PNG). */
  images: string[];
  phone: string;
  /** The app's key of one submission: the same key answers the same complaint (a repeated send). */
  clientToken: string;
}

export interface ComplaintStage {
  key: ComplaintStageKey;
  name: string;
  /** The area's deadline for this stage (ms). */
  dueAt: number;
  doneAt: number | null;
  /** What was done, as a sentence the citizen reads. */
  note: string | null;
}

/** A complaint as the citizen sees it (GET /complaint/detail answers it with `kind: 'ticket'`). */
export interface ComplaintTicket {
  kind: 'ticket';
  id: string;
  /** 工单号: TS + date + sequence, what the citizen quotes to the hall or 12345. */
  ticketNo: string;
  type: ComplaintType;
  subject: ComplaintSubject;
  content: string;
  images: string[];
  phone: string;
  createdAt: number;
  /** 1, or 2 after a 不满意 reopened it once. */
  round: number;
  stages: ComplaintStage[];
  /** `rating`: the feedback is given and the handling waits for the citizen's rating. */
  status: 'open' | 'rating' | 'closed';
  /** The hall's answers, one per round, oldest first. */
  replies: StaffReply[];
  /** The citizen's latest rating of the handling (a 不满意 of round 1 stays until round 2 is rated). */
  rating: { level: HandlingLevel; comment: string; at: number } | null;
}

/** Deadlines of each stage in working days after filing (the area's `me_sys_complaint_config`). */
export type ComplaintDeadlines = Record<ComplaintStageKey, number>;

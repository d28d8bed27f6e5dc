/** Agent request states (docs/agency-and-ems.md). */
export type AgencyStatus = 'submitted' | 'grabbed' | 'inProgress' | 'waitingCitizen' | 'signed' | 'done' | 'cancelled';

/** Each state's words, as the gateway's `statusLabel` gives them and the pages show them. */
export const AGENCY_STATUS_TEXT: Record<AgencyStatus, string> = {
  submitted: '待接单',
  grabbed: '已接单',
  inProgress: '办理中',
  waitingCitizen: '待补充',
  signed: '已签名',
  done: '已办结',
  cancelled: '已取消',
};

/** One change of an agent request, as its history lists it. */
export interface AgencyHistoryEntry {
  status: AgencyStatus;
  at: number;
  byName: string;
  byRole: 'citizen' | 'staff' | 'system';
  note?: string;
}

/** A message on an agent request (the staff greeting when grabbed, or text). */
export interface AgencyMessage {
  id: string;
  type: 'grabOrders' | 'text';
  from: 'staff' | 'citizen' | 'system';
  fromName: string;
  content: string;
  at: number;
}

/** The signature bound to the exact document it signed. */
export interface SignatureRecord {
  image: string;
  docHash: string;
  signedAt: number;
  device: string;
  signerId: string;
  signerName: string;
  points: number;
}

/** An agent request as it is kept: what the emulator stores of it, and what every answer about it carries. */
export interface AgencyRequestRecord {
  id: string;
  applicantName: string;
  applicantMobile: string;
  forWhom: 'self' | 'relative';
  /** The person the matter is handled for (the applicant when forWhom is self). */
  principalName: string;
  principalIdcard: string;
  principalMobile: string;
  relation: string;
  /** When and how the relative's consent was given (forWhom relative only). */
  consent: { agreedAt: number; statement: string } | null;
  matterId: string | null;
  matterName: string;
  hallId: string;
  contactMobile: string;
  preferredTime: string;
  materials: string[];
  remark: string;
  status: AgencyStatus;
  version: number;
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeMobile: string | null;
  history: AgencyHistoryEntry[];
  messages: AgencyMessage[];
  signature: SignatureRecord | null;
  createdAt: number;
  updatedAt: number;
}

/** An agent request as the gateway answers it: the record and what the caller may see and do. */
export interface AgencyRequest extends AgencyRequestRecord {
  statusLabel: string;
  /** How the emulator sees the caller. */
  viewer: 'owner' | 'assignee' | 'staff' | 'principal' | 'other';
  /** The status moves the caller may make by updateStatus. */
  moves: AgencyStatus[];
  /** The exact text a signature signs. */
  document: string;
}

export type StaffRole = 'leader' | 'assistant' | 'volunteer';

/** A staff member of a hall as the staff calls answer it (masked for other citizens, self for the caller). */
export interface StaffMember {
  id: string;
  name: string;
  /** Pinyin of the name, for the A-Z index and search. */
  pinyin: string;
  mobile: string;
  hallId: string;
  departmentId: string;
  departmentName: string;
  role: StaffRole;
  title: string;
  onDuty: boolean;
  masked?: boolean;
  self?: boolean;
}

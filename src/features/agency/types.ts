import type { AgencyHistoryEntry, AgencyMessage, AgencyStatus, SignatureRecord } from '@/contract/agency';

export type { AgencyHistoryEntry, AgencyMessage, AgencyStatus, SignatureRecord } from '@/contract/agency';

export const STATUS_TEXT: Record<AgencyStatus, string> = {
  submitted: '待接单',
  grabbed: '已接单',
  inProgress: '办理中',
  waitingCitizen: '待补充',
  signed: '已签名',
  done: '已办结',
  cancelled: '已取消',
};

/** What the staff side calls each move a button can make. */
export const MOVE_TEXT: Partial<Record<AgencyStatus, string>> = {
  inProgress: '开始办理',
  waitingCitizen: '请群众补充',
  done: '办结',
  submitted: '退回待接单',
  cancelled: '取消申请',
};

export interface AgencyRequest {
  id: string;
  applicantName: string;
  applicantMobile: string;
  forWhom: 'self' | 'relative';
  principalName: string;
  principalIdcard: string;
  principalMobile: string;
  relation: string;
  consent: { agreedAt: number; statement: string } | null;
  matterId: string | null;
  matterName: string;
  hallId: string;
  contactMobile: string;
  preferredTime: string;
  materials: string[];
  remark: string;
  status: AgencyStatus;
  statusLabel: string;
  version: number;
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeMobile: string | null;
  history: AgencyHistoryEntry[];
  messages: AgencyMessage[];
  signature: SignatureRecord | null;
  createdAt: number;
  updatedAt: number;
  /** How the emulator sees the caller. */
  viewer: 'owner' | 'assignee' | 'staff' | 'principal' | 'other';
  /** The status moves the caller may make by updateStatus. */
  moves: AgencyStatus[];
  /** The exact text a signature signs. */
  document: string;
}

export type { PageResult } from '@/contract/page';

export interface StaffMember {
  id: string;
  name: string;
  pinyin: string;
  mobile: string;
  hallId: string;
  departmentId: string;
  departmentName: string;
  role: 'leader' | 'assistant' | 'volunteer';
  title: string;
  onDuty: boolean;
  masked?: boolean;
  self?: boolean;
}

export interface SaveAgencyParams {
  forWhom: 'self' | 'relative';
  applicantName: string;
  contactMobile: string;
  matterId?: string;
  matterName: string;
  preferredTime: string;
  remark?: string;
  materials?: string[];
  hallId?: string;
  principalName?: string;
  principalIdcard?: string;
  principalMobile?: string;
  relation?: string;
  consent?: { agreed: boolean; statement: string };
}

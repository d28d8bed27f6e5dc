import type { AgencyStatus } from '@/contract/agency';

export type {
  AgencyHistoryEntry,
  AgencyMessage,
  AgencyRequest,
  AgencyStatus,
  SignatureRecord,
  StaffMember,
  StaffRole,
} from '@/contract/agency';

/** Each state's words (the contract's). */
export { AGENCY_STATUS_TEXT as STATUS_TEXT } from '@/contract/agency';

/** What the staff side calls each move a button can make. */
export const MOVE_TEXT: Partial<Record<AgencyStatus, string>> = {
  inProgress: '开始办理',
  waitingCitizen: '请群众补充',
  done: '办结',
  submitted: '退回待接单',
  cancelled: '取消申请',
};

export type { PageResult } from '@/contract/page';

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

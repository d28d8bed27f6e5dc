import type { CaseCallRecord, CaseEvent, CaseMaterial, CaseStage, NoticeKind } from '@/contract/online';

export type { CaseCallRecord, CaseEvent, CaseMaterial, CaseNotice, CaseStage, NoticeKind } from '@/contract/online';

/** A case (办件) in lists. */
export interface CaseSummary {
  id: string;
  caseNo: string;
  matterId: string;
  matterName: string;
  departmentName: string;
  stage: CaseStage;
  stageName: string;
  kind: 'single' | 'combined' | 'sub';
  childCount: number;
  submittedAt: number;
  dueAt: number | null;
  supplementDueAt: number | null;
}

/** A case with its information, materials and timeline. */
export interface CaseDetail extends CaseSummary {
  applicant: { name: string; idcard: string; mobile: string };
  formTitle: string;
  formDisplay: { label: string; value: string }[];
  materials: CaseMaterial[];
  events: CaseEvent[];
  promiseDays: number;
  acceptedAt: number | null;
  hallName: string;
  windowName: string;
  notices: NoticeKind[];
  parentId: string | null;
  evaluation: { id: string; status: 'pending' | 'done' } | null;
  /** Remote-handling video calls filed to this case (transcript and the checklist staff agreed). */
  callRecords?: CaseCallRecord[];
  /** The server's clock when answered (deadline countdowns). */
  now: number;
}

/** 我的办件 filters (status). */
export type CaseFilter = 'all' | 'doing' | 'returned' | 'done' | 'rejected';

export interface CasePage {
  records: CaseSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

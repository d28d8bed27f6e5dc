import type { UploadedFile } from '@/contract/file';
import type { FormDef, FormValues } from '@/contract/online';

export type { CaseMaterial, CrossMode, CrossRequest, FieldDef, FormDef, FormValues, PreAudit, RemoteBooking } from '@/contract/online';

/** 网上办理 entry of a matter (implOnline info). */
export interface OnlineInfo {
  matterId: string;
  name: string;
  departmentName: string;
  areaName: string;
  online: boolean;
  audience: string[];
  conditions: string[];
  promiseDays: number;
  legalDays: number;
  fee: string;
  visits: number;
  crossProvince: string | null;
  formId: string;
  formTitle: string;
  materialCount: number;
  commitmentAllowed: boolean;
  hallName: string;
  windowName: string;
}

/** One material of a matter as the application asks for it (material info). */
export interface MaterialSpec {
  index: number;
  name: string;
  required: boolean;
  condition: string | null;
  form: string;
  copyCount: number;
  original: boolean;
  sample: string | null;
  /** The e-certificate type that may replace it. */
  cert: { id: string; type: string } | null;
  accept: string;
  maxPages: number;
  /** A proof the matter's 告知承诺书 may replace. */
  byCommitment?: boolean;
  /** Replaced: the user has signed the commitment (then not required). */
  waived?: boolean;
}

/** What the user gave for a material: uploaded pages, or an e-certificate. */
export interface MaterialValue {
  files: UploadedFile[];
  certId: string | null;
}

export interface ApplicantValues {
  name: string;
  idcard: string;
  mobile: string;
}

export type ApplicationStep = 'applicant' | 'form' | 'materials' | 'review';

/** The application draft: everything typed and uploaded, and where the user stopped. */
export interface ApplicationDraft {
  step: ApplicationStep;
  applicant: ApplicantValues;
  form: FormValues;
  materials: Record<string, MaterialValue>;
  /** Sent with the submission: a repeated send answers the same case. */
  clientToken: string;
  startedAt: number;
}

/** The drafts handleContinue lists. */
export interface DraftIndex {
  items: { matterId: string; matterName: string; step: ApplicationStep; updatedAt: number }[];
}

export interface SubmitApplicationParams {
  matterId: string;
  clientToken: string;
  draftedAt: number;
  applicant: ApplicantValues;
  form: FormValues;
  materials: { index: number; files: string[]; certId?: string }[];
}

export interface SubmitApplicationResult {
  id: string;
  caseNo: string;
  submittedAt: number;
  repeated: boolean;
  preReviewBy?: number;
  /** A 一件事 application: the sub-cases it was split into (one per member matter). */
  childCount?: number;
}

export interface FormBrief {
  id: string;
  title: string;
  description: string;
  fieldCount: number;
  matters: { id: string; name: string }[];
}

export interface FilledForm {
  id: string;
  formId: string;
  formTitle: string;
  values: FormValues;
  savedAt: number;
}

export interface Commitment {
  matterId: string;
  matterName: string;
  allowed: boolean;
  items: string[];
  signed: { id: string; signedAt: number; signature: string } | null;
}

export interface RemoteSlots {
  matterId: string;
  matterName: string;
  slots: { slot: number; left: number; mine: boolean }[];
}

export type { FormDef as FormDefinition };

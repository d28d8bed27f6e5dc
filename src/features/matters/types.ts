import type { Material, SelfServiceMachine } from '@/contract/matter';
import type { PageResult } from '@/contract/page';

export type { Material, SelfServiceMachine, SelfTest, SelfTestQuestion } from '@/contract/matter';

export interface MatterSummary {
  id: string;
  name: string;
  category: string;
  departmentName: string;
  online: boolean;
  hot: number;
}

export type Audience = '个人' | '法人';
export type MatterLevel = 'city' | 'district' | 'street';

/** A matter in lists and search results. */
export interface MatterListItem extends MatterSummary {
  theme: string;
  level: MatterLevel;
  levelName: string;
  audience: Audience[];
  areaCode: string;
  areaName: string;
  promiseDays: number;
  crossProvince: string | null;
}

export type Page<T> = PageResult<T>;

export interface Law {
  id: string;
  title: string;
  clause: string;
  text: string;
}

export interface GuideHall {
  id: string;
  name: string;
  address: string;
  busy: 'idle' | 'normal' | 'busy';
  /** Whether the hall is open now (its hours, holidays and 调休); 休息中 when false. */
  openNow?: boolean;
  waiting?: number;
  openHours: string;
  phone: string;
  lat: number;
  lng: number;
}

/** 办事指南: everything the guide page shows. */
export interface Guide extends MatterListItem {
  code: string;
  conditions: string[];
  materials: Material[];
  steps: { name: string; detail: string }[];
  fee: string;
  feeBasis: string | null;
  legalDays: number;
  place: string;
  hours: string;
  phone: string;
  laws: Law[];
  visits: number;
  needsCerts: { id: string; name: string }[];
  issuesCert: { id: string; name: string } | null;
  halls: GuideHall[];
  windows: { id: string; number: string; name: string; hallId: string; status: string }[];
  versionDate: string;
  changes: string[];
}

export interface MatterFilters {
  themes: { name: string; count: number }[];
  departments: { name: string; count: number }[];
  audiences: { name: string; count: number }[];
  levels: { name: string; count: number }[];
}

export interface SearchResult {
  terms: string[];
  matters: MatterListItem[];
  oneThings: { id: string; name: string; description: string }[];
  halls: GuideHall[];
  guides: { id: string; name: string; snippet: string; departmentName: string }[];
}

/** A guide's material the user holds as a valid e-certificate. */
export interface HeldCertificate {
  /** Index of the material in the guide's materials. */
  index: number;
  name: string;
  certTypeId: string;
  certificateId: string;
  typeName: string;
  validUntil: string;
}

export interface HeldCertificates {
  /** False before real-name verification: no certificate can be found yet. */
  verified: boolean;
  held: HeldCertificate[];
}

export interface UnderstandCard {
  id: string;
  name: string;
  who: string[];
  bring: string[];
  ifApplies: string[];
  where: string;
  when: string;
  howLong: string;
  cost: string;
  visits: string;
  online: boolean;
  phone: string;
  versionDate: string;
}

export interface OneThingCategory {
  category: string;
  items: { id: string; name: string; description: string; matterCount: number; promiseDays: number }[];
}

export interface OneThingDetail {
  id: string;
  name: string;
  category: string;
  description: string;
  promiseDays: number;
  materials: string[];
  matters: MatterListItem[];
}

export interface Combo {
  id: string;
  name: string;
  note: string;
  matters: MatterListItem[];
}

export interface SelfTestBrief {
  id: string;
  title: string;
  description: string;
  questionCount: number;
}

export interface SelfTestOutcome {
  path: { question: string; answer: string }[];
  matters: MatterListItem[];
  materials: string[];
}

export interface CertificateType {
  id: string;
  name: string;
  issuer: string;
  electronic: boolean;
  needCount: number;
  issueCount: number;
}

export interface Machine extends SelfServiceMachine {
  hall: GuideHall | null;
  matters: { id: string; name: string }[];
}

export interface ImplItem extends MatterListItem {
  code: string;
  legalDays: number;
  fee: string;
  visits: number;
}

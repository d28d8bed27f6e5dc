import { defineTable, type Row } from '@/mocks/db/store';
import type {
  AgencyHistoryEntry as HistoryEntry,
  AgencyMessage,
  AgencyRequestRecord,
  SignatureRecord,
  StaffMember,
  StaffRole,
} from '@/contract/agency';

export type { HistoryEntry, AgencyMessage, SignatureRecord };

export type { StaffRole };

/** A staff account of a hall: logs in by mobile number (#/login) like any user. */
export interface StaffRow extends Row, Omit<StaffMember, 'masked' | 'self'> {}

/** The stored record (docs/agency-and-ems.md) and whose request it is. */
export interface AgencyRequestRow extends Row, AgencyRequestRecord {
  userId: string;
}

const HALL = 'H1201010';
const DEPARTMENTS: [string, string][] = [
  ['DH12010100', '和平区帮办代办服务中心'],
  ['DH12010101', '和平区人力社保局'],
  ['DH12010102', '和平区市场监管局'],
  ['DH12010103', '和平区公安分局'],
];

// [name, pinyin, mobile, department index, role, title, on duty]
const STAFF: [string, string, string, number, StaffRole, string, boolean][] = [
  ['王芳', 'wang fang', '13600136001', 0, 'assistant', '帮办员', true],
  ['李强', 'li qiang', '13600136002', 0, 'assistant', '帮办员', true],
  ['陈静', 'chen jing', '13600136003', 0, 'leader', '帮办组长', true],
  ['赵磊', 'zhao lei', '13600136004', 0, 'volunteer', '志愿者', true],
  ['孙丽', 'sun li', '13600136005', 1, 'assistant', '社保专员', false],
  ['周敏', 'zhou min', '13600136006', 1, 'leader', '科长', true],
  ['吴昊', 'wu hao', '13600136007', 2, 'assistant', '登记员', true],
  ['郑爽', 'zheng shuang', '13600136008', 2, 'assistant', '登记员', false],
  ['冯涛', 'feng tao', '13600136009', 3, 'assistant', '户政民警', true],
  ['蒋欣', 'jiang xin', '13600136010', 3, 'leader', '所长', false],
  ['韩雪', 'han xue', '13600136011', 1, 'volunteer', '志愿者', true],
  ['欧阳明', 'ou yang ming', '13600136012', 2, 'assistant', '咨询员', true],
];

export const staff = defineTable<StaffRow>('agencyStaff', () =>
  STAFF.map(([name, pinyin, mobile, d, role, title, onDuty], i) => ({
    id: `S${String(i + 1).padStart(3, '0')}`,
    name,
    pinyin,
    mobile,
    hallId: HALL,
    departmentId: DEPARTMENTS[d][0],
    departmentName: DEPARTMENTS[d][1],
    role,
    title,
    onDuty,
  })),
);

// Fixed seed times (the seed must be deterministic: its fingerprint decides a rebuild).
const T0 = Date.UTC(2026, 10, 20, 1, 30);

function seeded(id: string, name: string, mobile: string, matterName: string, minutes: number): AgencyRequestRow {
  const at = T0 + minutes * 60_000;
  return {
    id,
    userId: `SEED-${id}`,
    applicantName: name,
    applicantMobile: mobile,
    forWhom: 'self',
    principalName: name,
    principalIdcard: '',
    principalMobile: mobile,
    relation: '本人',
    consent: null,
    matterId: null,
    matterName,
    hallId: HALL,
    contactMobile: mobile,
    preferredTime: '工作日上午',
    materials: [],
    remark: '行动不便，希望上门协助。',
    status: 'submitted',
    version: 1,
    assigneeId: null,
    assigneeName: null,
    assigneeMobile: null,
    history: [{ status: 'submitted', at, byName: name, byRole: 'citizen' }],
    messages: [],
    signature: null,
    createdAt: at,
    updatedAt: at,
  };
}

export const agencyRequests = defineTable<AgencyRequestRow>('agencyRequests', () => [
  seeded('AG-SEED-1', '刘桂兰', '13512345678', '城乡居民基本养老保险待遇申领', 0),
  seeded('AG-SEED-2', '马德华', '13698765432', '居民身份证换领', 45),
]);

/** A request waiting in the pool that the emulator will take for an on-duty assistant when it falls due, if none of the hall is online (auto-grab.ts). */
export interface AutoGrabRow extends Row {
  /** When the request may be taken automatically (emulator clock). */
  dueAt: number;
}

/** One row per request (id = the request's id), made when it enters the pool: submitted, or released. */
export const autoGrabs = defineTable<AutoGrabRow>('agencyAutoGrabs');

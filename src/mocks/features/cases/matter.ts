import type { FormDef } from '@/contract/online';
import { halls, matters, windows, type MatterRow } from '@/mocks/db/tables';
import { ApiError, required } from '@/mocks/gateway';
import { COMMITMENT_TEMPLATES, FORM_DEFS, FORM_OF_TEMPLATE, withDicts } from './forms';
import { isOneThingId, oneThingMatter } from './one-thing';
import { commitments } from './tables';

/**
 * The matter as online processing reads it: its form, its hall and window, its materials list
 * (with what a signed 告知承诺书 replaces), and the small checks and dates every call shares.
 */

export const OP = '/online-processing/anon';
export const CASE = '/service-xzyd/case';

export const MOBILE = /^1[3-9]\d{9}$/;
export const NAME = /^(?:[\u3400-\u9fff]+(?:[·•][\u3400-\u9fff]+)*|[A-Za-z]+(?:[ .·'-][A-Za-z]+)*)$/;
export const MAX_PAGES = 9;
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
export const CN = 8 * HOUR;

/** The certificate type (e-certificate library) of the catalogue's certificate ids. */
const CERT_TYPES: Record<string, string> = {
  C01: 'idCard',
  C02: 'household',
  C03: 'marriage',
  C05: 'socialSecurity',
  C06: 'businessLicence',
  C12: 'drivingLicence',
};

export const chars = (s: string) => Array.from(s).length;
export const cnDate = (ms: number) => {
  const d = new Date(ms + CN);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};
export const isoDay = (ms: number) => new Date(ms + CN).toISOString().slice(0, 10);

export function matterOf(id: unknown, areaCode?: string | null): MatterRow {
  const key = required(id, '事项编号');
  // A 一件事 bundle is applied for like one matter (one-thing.ts).
  const m = isOneThingId(key) ? oneThingMatter(key, areaCode || undefined) : matters.get(key);
  if (!m) throw new ApiError(404, '未找到该事项');
  return m;
}

export function formIdOf(m: MatterRow): string {
  return FORM_OF_TEMPLATE[m.templateNo] ?? 'F-GENERAL';
}

export function formDef(id: string): FormDef {
  const def = FORM_DEFS.find((f) => f.id === id);
  if (!def) throw new ApiError(404, '未找到该表单');
  return withDicts(def);
}

export function hallOf(m: MatterRow): { hallName: string; windowName: string } {
  const hall = halls.get(m.hallIds[0] ?? '');
  const win = windows.get(m.windowIds[0] ?? '');
  return { hallName: hall?.name ?? '政务服务中心', windowName: win ? `${win.number}${win.name}` : '综合受理窗口' };
}

/**
 * A proof (a material named …证明) of a matter that allows 告知承诺制 may be replaced by the
 * signed commitment: once the applicant has signed it, the proof is no longer required.
 */
export const byCommitment = (m: MatterRow, name: string) => COMMITMENT_TEMPLATES.has(m.templateNo) && /证明$/.test(name);

/** Whether the user has signed the matter's 告知承诺书. */
export const hasSigned = (m: MatterRow, userId: string | null | undefined) =>
  Boolean(userId) && commitments.find((c) => c.userId === userId && c.matterId === m.id) !== undefined;

export function materialsOf(m: MatterRow, userId?: string | null) {
  const signed = hasSigned(m, userId);
  return m.materials.map((x, index) => ({
    index,
    name: x.name,
    required: x.required && !x.condition && !(signed && byCommitment(m, x.name)),
    /** May be replaced by the signed commitment (告知承诺). */
    byCommitment: byCommitment(m, x.name),
    /** Replaced: the user has signed the commitment. */
    waived: signed && byCommitment(m, x.name),
    condition: x.condition,
    form: x.form,
    copyCount: x.copyCount,
    original: x.original,
    sample: x.sample,
    cert: x.cert && CERT_TYPES[x.cert] ? { id: x.cert, type: CERT_TYPES[x.cert] } : null,
    accept: 'JPG、PNG照片或PDF文件',
    maxPages: MAX_PAGES,
  }));
}

export const COMMITMENT_ITEMS = (m: MatterRow) => [
  '本人所填写的信息和提交的材料真实、准确、完整。',
  `本人符合“${m.name}”的办理条件：${m.conditionList.join('；') || '见办事指南'}。`,
  '以告知承诺替代的证明材料，本人承诺在规定期限内补交或接受核查。',
  '如有虚假承诺，本人愿意承担相应法律责任，并同意记入信用记录。',
];

import type { FieldDef, FormDef, FormValues, RawDictEntry } from '@/contract/online';
import { checkResidentId } from '@/mocks/rules/resident-id';

// The emulator's own reading of a form definition: it checks what the app sends, written apart
// from the app's schema builder so that one cannot hide a bug of the other.
const MOBILE = /^1[3-9]\d{9}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dictValues(entries: RawDictEntry[]): string[] {
  return entries.map((e) => ('dictValue' in e ? e.dictValue : 'code' in e ? e.code : e.value));
}

function shown(field: FieldDef, values: FormValues): boolean {
  if (!field.showIf) return true;
  const other = values[field.showIf.field];
  const list = Array.isArray(other) ? other : [other ?? ''];
  return list.some((v) => field.showIf!.in.includes(v));
}

function realDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The first problem of one field, or null. */
function fieldProblem(f: FieldDef, raw: unknown, dicts: Record<string, RawDictEntry[]>, today: string): string | null {
  if (f.type === 'checkbox') {
    if (raw !== undefined && !Array.isArray(raw)) return '应为多选';
    const list = (raw as string[] | undefined) ?? [];
    if (f.required && list.length === 0) return '请至少选择一项';
    const allowed = dictValues(dicts[f.dict ?? ''] ?? []);
    return list.every((v) => allowed.includes(String(v))) ? null : '选项不在字典中';
  }
  if (raw !== undefined && typeof raw !== 'string') return '格式不正确';
  const v = ((raw as string | undefined) ?? '').trim();
  if (!v) return f.required ? '不能为空' : null;
  if (f.maxLength && Array.from(v).length > f.maxLength) return `不能超过${f.maxLength}个字`;
  switch (f.type) {
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(v)) return '应为数字';
      const n = Number(v);
      if (f.min !== undefined && n < f.min) return `不能小于${f.min}`;
      if (f.max !== undefined && n > f.max) return `不能大于${f.max}`;
      return null;
    }
    case 'date':
      if (!realDate(v)) return '日期格式应为YYYY-MM-DD';
      return f.notAfterToday && v > today ? '不能晚于今天' : null;
    case 'idcard': {
      const verdict = checkResidentId(v);
      return verdict.ok ? null : verdict.message;
    }
    case 'mobile':
      return MOBILE.test(v) ? null : '手机号格式不正确';
    case 'select':
    case 'radio':
      return dictValues(dicts[f.dict ?? ''] ?? []).includes(v) ? null : '选项不在字典中';
    default:
      if (f.pattern && !new RegExp(f.pattern).test(v)) return f.patternMessage ?? '格式不正确';
      return null;
  }
}

/**
 * Checks submitted values against a definition: required fields, types, dictionaries, and
 * conditional fields only while shown. Unknown fields are refused. Returns `label：problem` or null.
 */
export function formProblem(def: FormDef, values: unknown, dicts: Record<string, RawDictEntry[]>, today: string): string | null {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return '表单内容不能为空';
  const v = values as FormValues;
  const known = new Set(def.fields.map((f) => f.name));
  const unknown = Object.keys(v).find((k) => !known.has(k));
  if (unknown) return `表单中没有字段${unknown}`;
  for (const f of def.fields) {
    if (!shown(f, v)) continue;
    const p = fieldProblem(f, v[f.name], dicts, today);
    if (p) return `${f.label}：${p}`;
  }
  return null;
}

/** The values kept: fields not shown are dropped, text trimmed. */
export function keptValues(def: FormDef, values: FormValues): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    if (!shown(f, values) || values[f.name] === undefined) continue;
    const x = values[f.name];
    out[f.name] = Array.isArray(x) ? x.map(String) : x.trim();
  }
  return out;
}

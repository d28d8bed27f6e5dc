import { z } from 'zod/mini';
import type { FieldDef, FormDef, FormValues } from '@/contract/online';
import { isMobile } from '../validation/contact';
import { idCardRefusal } from '../validation/id-card';
import type { DictOption } from './dictionary';

export type { FieldDef, FormDef, FormValues } from '@/contract/online';

/** Whether a field is shown for these values (its `showIf` condition holds). */
export function fieldShown(field: FieldDef, values: FormValues): boolean {
  if (!field.showIf) return true;
  const other = values[field.showIf.field];
  const list = Array.isArray(other) ? other : [other ?? ''];
  return list.some((v) => field.showIf!.in.includes(v));
}

const choice = (f: FieldDef) => f.type === 'select' || f.type === 'radio' || f.type === 'checkbox';

function realDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** What is wrong with one shown field's value, in Chinese, or null. */
export function fieldProblem(
  f: FieldDef,
  value: FormValues[string] | undefined,
  dicts: Record<string, DictOption[]>,
  today: string,
): string | null {
  if (f.type === 'checkbox') {
    const list = Array.isArray(value) ? value : [];
    if (f.required && list.length === 0) return `请选择${f.label}`;
    const allowed = dicts[f.dict ?? '']?.map((o) => o.value) ?? [];
    return list.every((v) => allowed.includes(v)) ? null : `${f.label}的选项无效`;
  }
  const v = (typeof value === 'string' ? value : '').trim();
  if (!v) return f.required ? `${choice(f) || f.type === 'date' ? '请选择' : '请填写'}${f.label}` : null;
  if (f.maxLength && Array.from(v).length > f.maxLength) return `${f.label}不能超过${f.maxLength}个字`;
  switch (f.type) {
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(v)) return `${f.label}应为数字`;
      const n = Number(v);
      if (f.min !== undefined && n < f.min) return `${f.label}不能小于${f.min}`;
      if (f.max !== undefined && n > f.max) return `${f.label}不能大于${f.max}`;
      return null;
    }
    case 'date':
      if (!realDate(v)) return `请选择正确的${f.label}`;
      return f.notAfterToday && v > today ? `${f.label}不能晚于今天` : null;
    case 'idcard':
      return idCardRefusal(v.toUpperCase())?.message ?? null;
    case 'mobile':
      return isMobile(v) ? null : '请输入正确的11位手机号';
    case 'select':
    case 'radio':
      return dicts[f.dict ?? '']?.some((o) => o.value === v) ? null : `${f.label}的选项无效`;
    default:
      if (f.pattern && !new RegExp(f.pattern).test(v)) return f.patternMessage ?? `${f.label}格式不正确`;
      return null;
  }
}

/**
 * The zod (mini) schema of a form definition, for react-hook-form: every shown field is checked
 * by its type with the project's validators (id number, mobile), hidden conditional fields are not.
 */
export function definitionSchema(def: FormDef, dicts: Record<string, DictOption[]>, today: string) {
  const shape: Record<string, z.ZodMiniOptional<z.ZodMiniUnion<[z.ZodMiniString, z.ZodMiniArray<z.ZodMiniString>]>>> = {};
  for (const f of def.fields) shape[f.name] = z.optional(z.union([z.string(), z.array(z.string())]));
  return z.object(shape).check(
    z.superRefine((values, ctx) => {
      const v = values as FormValues;
      for (const f of def.fields) {
        if (!fieldShown(f, v)) continue;
        const problem = fieldProblem(f, v[f.name], dicts, today);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [f.name], input: v[f.name] });
      }
    }),
  );
}

/** Blank values of a definition: '' for text, [] for checkboxes. */
export function emptyValues(def: FormDef): FormValues {
  return Object.fromEntries(def.fields.map((f) => [f.name, f.type === 'checkbox' ? [] : '']));
}

/** What is sent: shown fields only, text trimmed (id numbers upper-cased), empty optional text left out. */
export function sentValues(def: FormDef, values: FormValues): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    if (!fieldShown(f, values)) continue;
    const v = values[f.name];
    if (Array.isArray(v)) out[f.name] = v;
    else if (typeof v === 'string' && v.trim()) out[f.name] = f.type === 'idcard' ? v.trim().toUpperCase() : v.trim();
  }
  return out;
}

/** Today in China (YYYY-MM-DD), for date limits. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

import { sentValues, type FormValues } from '@/lib/forms/definition-schema';
import { dictLabel, type DictOption } from '@/lib/forms/dictionary';
import type { ApplicationStep, FormDef, MaterialSpec, MaterialValue } from './online-types';

/** 在线申报's steps, in order. */
export const STEPS: { key: ApplicationStep; name: string }[] = [
  { key: 'applicant', name: '申请人' },
  { key: 'form', name: '填写表单' },
  { key: 'materials', name: '上传材料' },
  { key: 'review', name: '核对提交' },
];
export const STEP_ORDER = STEPS.map((s) => s.key);

/** A step may be shown (by history, an address, 修改) when it is no further than the furthest reached. */
export function mayVisit(step: string, reached: ApplicationStep): boolean {
  return STEP_ORDER.includes(step as ApplicationStep) && STEP_ORDER.indexOf(step as ApplicationStep) <= STEP_ORDER.indexOf(reached);
}

/** The furthest step reached once `to` is: moving back never lowers it. */
export function furthest(reached: ApplicationStep, to: ApplicationStep): ApplicationStep {
  return STEP_ORDER.indexOf(to) > STEP_ORDER.indexOf(reached) ? to : reached;
}

/** What the check step says of a material. */
export function materialSummary(v: MaterialValue, m: Pick<MaterialSpec, 'waived'>): string {
  if (v.certId) return '使用电子证照';
  if (v.files.length) return `${v.files.length}页`;
  return m.waived ? '以告知承诺替代' : '未提交';
}

/** The form's answers as the check step lists them: label and text, dictionaries read, nothing unanswered. */
export function reviewRows(def: FormDef, dicts: Record<string, DictOption[]>, values: FormValues): (readonly [string, string])[] {
  const sent = sentValues(def, values);
  return def.fields
    .map((f) => {
      const v = sent[f.name];
      if (v === undefined) return null;
      const text = Array.isArray(v)
        ? v.map((x) => dictLabel(dicts[f.dict ?? ''], x)).join('、') || '无'
        : f.dict
          ? dictLabel(dicts[f.dict], v)
          : v;
      return [f.label, text] as const;
    })
    .filter((r): r is readonly [string, string] => r !== null);
}

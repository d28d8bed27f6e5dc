import { describe, expect, it } from 'vitest';
import type { FormDef } from '@/contract/online';
import type { MaterialSpec, MaterialValue } from '@/features/matters/online-types';
import { applicationStepSchema, givenMaterial } from '@/features/matters/schemas/application-schema';
import { emptyFilledForm, filledFormSchema } from '@/features/matters/schemas/filled-form-schema';

interface Parsable {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The messages of a parse by field path ({} when it passes): what the form shows. */
function messages(schema: Parsable, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

const DEF: FormDef = {
  id: 'F-T',
  title: '测试申请表',
  description: '',
  dicts: ['delivery'],
  fields: [
    { name: 'reason', label: '申请事由', type: 'textarea', required: true, maxLength: 10 },
    { name: 'delivery', label: '结果领取方式', type: 'radio', dict: 'delivery', required: true },
    { name: 'address', label: '邮寄地址', type: 'text', required: true, showIf: { field: 'delivery', in: ['mail'] } },
  ],
};
const DICTS = {
  delivery: [
    { value: 'window', label: '窗口领取' },
    { value: 'mail', label: '免费邮寄送达' },
  ],
};
const TODAY = '2026-11-23';
const MATERIALS = [
  { index: 0, name: '居民身份证', required: true },
  { index: 1, name: '居民户口簿', required: true },
  { index: 2, name: '其他材料', required: false },
] as MaterialSpec[];
const page = (url: string): MaterialValue => ({ files: [{ url, name: 'p.png', size: 9000, type: 'image/png' }], certId: null });
const step = (s: 'applicant' | 'form' | 'materials' | 'review', carried?: Record<number, MaterialValue>) =>
  applicationStepSchema(s, { def: DEF, dicts: DICTS, materials: MATERIALS, carried, today: TODAY });

describe('applicationStepSchema (在线申报, one step at a time)', () => {
  it('applicant: passes a valid name, id number and mobile', () => {
    expect(messages(step('applicant'), { applicant: { name: '刘桂兰', idcard: '12010319600918132X', mobile: '13800138000' } })).toEqual({});
    expect(messages(step('applicant'), { applicant: { name: '刘桂兰', idcard: '12010319600918132x', mobile: '13800138000' } })).toEqual({});
  });

  it('applicant: each rule fails with its Chinese message', () => {
    expect(messages(step('applicant'), { applicant: { name: '', idcard: '', mobile: '' } })).toEqual({
      'applicant.name': '请填写申请人姓名',
      'applicant.idcard': '请填写身份证号',
      'applicant.mobile': '请填写联系电话',
    });
    const ok = { name: '刘桂兰', idcard: '12010319600918132X', mobile: '13800138000' };
    expect(messages(step('applicant'), { applicant: { ...ok, name: '名'.repeat(31) } })).toEqual({
      'applicant.name': '申请人姓名不能超过30个字',
    });
    expect(messages(step('applicant'), { applicant: { ...ok, idcard: '120101199001010018' } })).toEqual({
      'applicant.idcard': '身份证号校验位不正确，请仔细核对',
    });
    expect(messages(step('applicant'), { applicant: { ...ok, idcard: '1201011990' } })).toEqual({
      'applicant.idcard': '身份证号应为15位或18位',
    });
    expect(messages(step('applicant'), { applicant: { ...ok, mobile: '1380013800' } })).toEqual({
      'applicant.mobile': '请输入正确的11位手机号',
    });
  });

  it('form: the definition decides, its conditional field only while shown', () => {
    expect(messages(step('form'), { form: { reason: '首次参保', delivery: 'window', address: '' } })).toEqual({});
    expect(messages(step('form'), { form: { reason: '', delivery: '', address: '' } })).toEqual({
      'form.reason': '请填写申请事由',
      'form.delivery': '请选择结果领取方式',
    });
    expect(messages(step('form'), { form: { reason: '首次参保', delivery: 'mail', address: '' } })).toEqual({
      'form.address': '请填写邮寄地址',
    });
    expect(messages(step('form'), { form: { reason: '事'.repeat(11), delivery: 'x', address: '' } })).toEqual({
      'form.reason': '申请事由不能超过10个字',
      'form.delivery': '结果领取方式的选项无效',
    });
  });

  it('materials: every required material, given here or carried from a passed pre-review', () => {
    expect(messages(step('materials'), { materials: { 0: page('/a'), 1: page('/b') } })).toEqual({});
    expect(messages(step('materials'), { materials: {} })).toEqual({ materials: '请上传：居民身份证、居民户口簿' });
    expect(messages(step('materials'), { materials: { 0: page('/a'), 2: page('/c') } })).toEqual({ materials: '请上传：居民户口簿' });
    expect(messages(step('materials', { 1: page('/carried') }), { materials: { 0: page('/a') } })).toEqual({});
    expect(messages(step('materials'), { materials: { 0: { files: [], certId: 'CERT-1' }, 1: page('/b') } })).toEqual({});
  });

  it('review: nothing more to check', () => {
    expect(messages(step('review'), {})).toEqual({});
  });

  it('givenMaterial: what the user gave wins over what was carried', () => {
    expect(givenMaterial({ 0: page('/mine') }, 0, { 0: page('/carried') }).files[0].url).toBe('/mine');
    expect(givenMaterial({}, 0, { 0: page('/carried') }).files[0].url).toBe('/carried');
    expect(givenMaterial({}, 0, undefined)).toEqual({ files: [], certId: null });
  });
});

describe('filledFormSchema (填写表单, built from the definition)', () => {
  const schema = filledFormSchema(DEF, DICTS, TODAY);
  it('passes a filled form', () => {
    expect(messages(schema, { values: { reason: '补办', delivery: 'mail', address: '天津市和平区' }, review: false })).toEqual({});
  });
  it('reports each field of the definition under values, in Chinese', () => {
    expect(messages(schema, emptyFilledForm(DEF))).toEqual({
      'values.reason': '请填写申请事由',
      'values.delivery': '请选择结果领取方式',
    });
    expect(messages(schema, { values: { reason: '补办', delivery: 'mail', address: ' ' }, review: false })).toEqual({
      'values.address': '请填写邮寄地址',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { FormDef } from '@/contract/online';
import { definitionSchema, emptyValues, fieldShown, sentValues } from '@/lib/forms/definition-schema';
import { dictLabel, readDictionary } from '@/lib/forms/dictionary';

describe('readDictionary: the three shapes of spec section 3', () => {
  it('reads dictValue/dictLabel, code/name and value/text, even mixed', () => {
    expect(
      readDictionary([
        { dictValue: '1', dictLabel: '男' },
        { code: 'ICBC', name: '中国工商银行' },
        { value: 'mail', text: '邮寄' },
        { value: 3, text: '数字值' },
      ]),
    ).toEqual([
      { value: '1', label: '男' },
      { value: 'ICBC', label: '中国工商银行' },
      { value: 'mail', label: '邮寄' },
      { value: '3', label: '数字值' },
    ]);
  });

  it('skips what is none of them, empty values and repeats; a non-list is empty', () => {
    expect(
      readDictionary([{ id: 1, label: 'x' }, null, 'a', { code: '', name: '空' }, { code: 'a', name: 'A' }, { value: 'a', text: 'B' }]),
    ).toEqual([{ value: 'a', label: 'A' }]);
    expect(readDictionary({ data: [] })).toEqual([]);
    expect(dictLabel([{ value: 'a', label: 'A' }], 'b')).toBe('b');
  });
});

const DEF: FormDef = {
  id: 'T',
  title: '测试表',
  description: '',
  dicts: ['delivery', 'notify'],
  fields: [
    { name: 'name', label: '姓名', type: 'text', required: true, maxLength: 4 },
    { name: 'idcard', label: '身份证号', type: 'idcard' },
    { name: 'mobile', label: '手机号', type: 'mobile', required: true },
    { name: 'years', label: '年限', type: 'number', min: 1, max: 50 },
    { name: 'day', label: '日期', type: 'date', required: true, notAfterToday: true },
    { name: 'delivery', label: '领取方式', type: 'radio', required: true, dict: 'delivery' },
    { name: 'address', label: '邮寄地址', type: 'text', required: true, showIf: { field: 'delivery', in: ['mail'] } },
    { name: 'notify', label: '通知', type: 'checkbox', dict: 'notify' },
  ],
};
const DICTS = {
  delivery: readDictionary([
    { value: 'window', text: '窗口领取' },
    { value: 'mail', text: '邮寄' },
  ]),
  notify: readDictionary([{ dictValue: 'sms', dictLabel: '短信' }]),
};
const schema = definitionSchema(DEF, DICTS, '2026-11-23');
const good = { ...emptyValues(DEF), name: '张三', mobile: '13800138000', day: '2026-11-01', delivery: 'window' };
const errors = (v: Record<string, unknown>) =>
  Object.fromEntries((schema.safeParse(v).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('definitionSchema: a form definition as the one form model', () => {
  it('passes a complete form', () => expect(schema.safeParse(good).success).toBe(true));

  it('names every missing required field with the right verb', () => {
    expect(errors(emptyValues(DEF))).toEqual({ name: '请填写姓名', mobile: '请填写手机号', day: '请选择日期', delivery: '请选择领取方式' });
  });

  it('checks types with the project validators', () => {
    expect(
      errors({
        ...good,
        name: '欧阳娜娜子',
        idcard: '120101199001010018',
        mobile: '12345',
        years: '0',
        day: '2026-12-01',
        notify: ['fax'],
      }),
    ).toEqual({
      name: '姓名不能超过4个字',
      idcard: '身份证号校验位不正确，请仔细核对',
      mobile: '请输入正确的11位手机号',
      years: '年限不能小于1',
      day: '日期不能晚于今天',
      notify: '通知的选项无效',
    });
    expect(errors({ ...good, idcard: '120101199001010017', years: 'abc' })).toEqual({ years: '年限应为数字' });
  });

  it('checks a conditional field only while it is shown, and sends only shown fields', () => {
    expect(errors({ ...good, delivery: 'mail' })).toEqual({ address: '请填写邮寄地址' });
    expect(fieldShown(DEF.fields[6], { delivery: 'window' })).toBe(false);
    expect(sentValues(DEF, { ...good, address: '旧地址', idcard: ' 12010319600918132x ' })).toEqual({
      name: '张三',
      idcard: '12010319600918132X',
      mobile: '13800138000',
      day: '2026-11-01',
      delivery: 'window',
      notify: [],
    });
  });

  it('refuses a dictionary value the server does not list', () =>
    expect(errors({ ...good, delivery: 'drone' })).toEqual({ delivery: '领取方式的选项无效' }));
});

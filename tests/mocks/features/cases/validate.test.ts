import { describe, expect, it } from 'vitest';
import { DICTS, FORM_DEFS, withDicts } from '@/mocks/features/cases/forms';
import { formProblem, keptValues } from '@/mocks/features/cases/validate';

const def = (id: string) => withDicts(FORM_DEFS.find((f) => f.id === id)!);
const TODAY = '2026-11-23';

describe('the emulator checks a form against its definition', () => {
  const unemp = def('F-UNEMP');
  const ok = {
    reason: 'expire',
    leaveDate: '2026-10-31',
    lastEmployer: '天津某公司',
    insuredYears: '3',
    bank: 'ICBC',
    bankAccount: '6222020200112233445',
  };

  it('accepts a complete form and drops what is hidden', () => {
    expect(formProblem(unemp, ok, DICTS, TODAY)).toBeNull();
    expect(keptValues(unemp, { ...ok, reasonDetail: '不应保留' })).not.toHaveProperty('reasonDetail');
  });

  it.each([
    [{ ...ok, reason: '' }, '失业原因：不能为空'],
    [{ ...ok, reason: 'fired' }, '失业原因：选项不在字典中'],
    [{ ...ok, reason: 'other' }, '具体情况说明：不能为空'],
    [{ ...ok, leaveDate: '2026-02-30' }, '离职日期：日期格式应为YYYY-MM-DD'],
    [{ ...ok, leaveDate: '2026-12-01' }, '离职日期：不能晚于今天'],
    [{ ...ok, insuredYears: '0' }, '累计缴费年限（年）：不能小于1'],
    [{ ...ok, bankAccount: '12ab' }, '银行账号：银行账号应为12至19位数字'],
    [{ ...ok, notify: ['fax'] }, '办理进度通知方式：选项不在字典中'],
    [{ ...ok, extra: 'x' }, '表单中没有字段extra'],
  ])('refuses %o', (values, message) => expect(formProblem(unemp, values, DICTS, TODAY)).toBe(message));

  it('checks id numbers and mobiles with its own rules', () => {
    const res = def('F-RESIDENCE');
    const base = {
      reason: 'live',
      address: '和平区南京路1号',
      moveInDate: '2025-01-01',
      contactName: '王芳',
      contactMobile: '13800138000',
      delivery: 'window',
    };
    expect(formProblem(res, base, DICTS, TODAY)).toBeNull();
    expect(formProblem(res, { ...base, contactMobile: '12800138000' }, DICTS, TODAY)).toBe('紧急联系人手机号：手机号格式不正确');
    expect(formProblem(res, { ...base, contactIdcard: '120101199001010018' }, DICTS, TODAY)).toBe(
      '紧急联系人身份证号：身份证号校验码不正确',
    );
    expect(formProblem(res, { ...base, reason: 'work' }, DICTS, TODAY)).toBe('就业单位：不能为空');
  });
});

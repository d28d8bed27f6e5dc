import { describe, expect, it } from 'vitest';
import { idFieldStatus, nameProblem, stripSpaces } from '@/features/profile/real-name-rules';
import { realNameSchema } from '@/features/profile/components/real-name-form';

describe('stripSpaces', () => {
  it('drops ASCII, full-width and other white space, nothing else', () => {
    expect(stripSpaces(' 110105 19491231 002X ')).toBe('11010519491231002X');
    expect(stripSpaces('110105\u300019491231\t002x')).toBe('11010519491231002x');
    expect(stripSpaces('１10105')).toBe('１10105');
  });
});

describe('idFieldStatus', () => {
  it.each([
    // [typed, typing, tone, text]
    ['', true, 'hint', '请输入15位或18位居民身份证号'],
    ['', false, 'error', '请输入身份证号'],
    ['1201011990', true, 'hint', '身份证号应为15位或18位，已输入10位'],
    ['1201011990', false, 'error', '身份证号应为15位或18位，已输入10位'],
    ['12010119900101001', true, 'hint', '身份证号应为15位或18位，已输入17位'],
    ['1201011990010100170', true, 'error', '身份证号应为15位或18位，已输入19位'],
    ['120101 19900101 0017', true, 'ok', '身份证号格式正确'],
    ['11010519491231002x', false, 'ok', '身份证号格式正确'],
    ['110105491231002', true, 'ok', '身份证号格式正确'],
    ['１20101', true, 'error', '身份证号只能包含数字，18位号码的最后一位可以是X'],
    ['1201X', true, 'error', '身份证号只能包含数字，18位号码的最后一位可以是X'],
    ['11010549123100X', true, 'error', '身份证号只能包含数字，18位号码的最后一位可以是X'],
    ['110105194913150013', true, 'error', '身份证号中的出生月份应为01至12'],
    ['110105194912320017', true, 'error', '身份证号中的出生日期应为01至31'],
    ['110105194912310021', true, 'error', '身份证号校验位不正确，请仔细核对'],
    // The first 15 of an 18-character number: not yet an error while typing, an error after.
    ['120101199001010', true, 'hint', '按15位号码校验：身份证号中的出生月份应为01至12；如为18位号码请继续输入'],
    ['120101199001010', false, 'error', '身份证号中的出生月份应为01至12'],
    ['110105491232002', false, 'error', '身份证号中的出生日期应为01至31'],
  ] as const)('%j typing=%s -> %s %s', (typed, typing, tone, text) => {
    expect(idFieldStatus(typed, typing)).toEqual({ tone, text });
  });
});

describe('nameProblem', () => {
  it.each([
    ['张三', null],
    [' 李四 ', null],
    ['阿依古丽·买买提', null],
    ['John Smith', null],
    ['', '请输入姓名'],
    ['   ', '请输入姓名'],
    ['张', '请输入与身份证一致的姓名'],
    ['张三1', '请输入与身份证一致的姓名'],
    ['张 三', '请输入与身份证一致的姓名'],
    ['·张三', '请输入与身份证一致的姓名'],
  ])('%j -> %s', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });
});

describe('the real-name form schema (react-hook-form + zod)', () => {
  const issues = (v: unknown) => {
    const r = realNameSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('passes a valid name, an id number typed in groups, and consent', () => {
    expect(issues({ name: '张三', idcard: '110105 19491231 002x', agreed: true })).toEqual([]);
  });
  it('names each problem the form shows', () => {
    expect(issues({ name: '', idcard: '110105194913150013', agreed: false })).toEqual([
      `name: ${nameProblem('')}`,
      'idcard: 请输入正确的身份证号',
      'agreed: 请先阅读并同意个人信息授权声明',
    ]);
  });
});

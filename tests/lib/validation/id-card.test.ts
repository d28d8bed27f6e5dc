import { describe, expect, it } from 'vitest';
import { ID_CARD_MESSAGES, expandFifteen, idCardCheckChar, idCardRefusal, isValidIdCard } from '@/lib/validation/id-card';
import { idCardCases as table } from './id-card.cases';

describe('isValidIdCard and idCardRefusal', () => {
  it('has at least 60 cases', () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
  });

  it.each(table)('%j -> %s (%s)', (value, expected) => {
    expect(isValidIdCard(value)).toBe(expected === null);
    const refusal = idCardRefusal(value);
    if (expected === null) {
      expect(refusal).toBeNull();
    } else {
      expect(refusal).toEqual({ reason: expected, message: ID_CARD_MESSAGES[expected] });
    }
  });
});

describe('refusal messages', () => {
  it('says in Chinese what is wrong for each reason', () => {
    expect(idCardRefusal('1234')?.message).toBe('身份证号应为15位或18位');
    expect(idCardRefusal('1101051949A231002X')?.message).toBe('身份证号只能包含数字，18位号码的最后一位可以是X');
    expect(idCardRefusal('110105194913150013')?.message).toBe('身份证号中的出生月份应为01至12');
    expect(idCardRefusal('110105194912320017')?.message).toBe('身份证号中的出生日期应为01至31');
    expect(idCardRefusal('110105194912310021')?.message).toBe('身份证号校验位不正确，请仔细核对');
  });
});

describe('check character and 15-digit expansion', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['31010119851015001', '9'],
    ['12011419661003541', '0'],
    ['62010220050630123', '1'],
    ['00000000000000000', '1'],
  ])('check character of %s is %s', (first17, check) => {
    expect(idCardCheckChar(first17)).toBe(check);
  });

  it.each([
    ['110105491231002', '11010519491231002X'],
    ['130503670401001', '130503196704010016'],
    ['440304850307123', '440304198503071231'],
    ['310101000229001', '310101190002290019'],
  ])('expands %s to %s', (fifteen, eighteen) => {
    expect(expandFifteen(fifteen)).toBe(eighteen);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ID_CARD_MESSAGES,
  expandFifteen,
  idCardCheckChar,
  idCardRefusal,
  isValidIdCard,
  type IdCardRefusalReason,
} from '../../../src/lib/validation/id-card';

// Every expected check character below was computed by hand-written reference code outside
// this repository (GB 11643: weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2, sum mod 11 -> 1 0 X 9 8 7 6 5 4 3 2).
// `null` means valid; otherwise the reason of the refusal.
type Row = [value: string, expected: IdCardRefusalReason | null, note: string];

const table: Row[] = [
  // Valid 18-character numbers with a digit check character.
  ['310101198510150019', null, 'check digit 9'],
  ['120101199001010017', null, 'check digit 7'],
  ['120102198002290024', null, 'leap day'],
  ['510107197608123458', null, 'check digit 8'],
  ['320583199912318884', null, 'check digit 4'],
  ['620102200506301231', null, 'check digit 1'],
  ['110101200001010002', null, 'check digit 2'],
  ['650101198808080568', null, 'check digit 8, day 08'],
  ['370202197005153217', null, 'check digit 7'],
  ['420111198309201142', null, 'check digit 2'],
  ['230102199511110095', null, 'check digit 5'],
  ['350203200112312022', null, 'check digit 2, day 31'],
  ['120114196610035410', null, 'check digit 0'],
  ['210202197904176629', null, 'check digit 9'],
  // Valid with check character X and x.
  ['11010519491231002X', null, 'check X'],
  ['44030419900307123X', null, 'check X'],
  ['12010319600918132X', null, 'check X'],
  ['12010319601231404X', null, 'check X'],
  ['11010519491231002x', null, 'check x'],
  ['44030419900307123x', null, 'check x'],
  ['12010319670315011x', null, 'check x'],
  // No more than the rule: no calendar, no area table, no year range.
  ['120101199002300016', null, 'February 30 passes (no calendar check)'],
  ['120101199002310011', null, 'February 31 passes'],
  ['120101190002290013', null, '1900-02-29 passes (not a leap year)'],
  ['120101999904310016', null, 'April 31 of year 9999 passes'],
  ['120101000001010016', null, 'year 0000 passes'],
  ['000000199001010018', null, 'area 000000 passes (no area table)'],
  ['999999999912319992', null, 'area 999999 passes'],
  // Wrong check character.
  ['110105194912310021', 'checksum', 'digit 1 where X is due'],
  ['110105194912310020', 'checksum', 'digit 0 where X is due'],
  ['310101198510150018', 'checksum', '8 where 9 is due'],
  ['120101199001010010', 'checksum', '0 where 7 is due'],
  ['12010119900101001X', 'checksum', 'X where 7 is due'],
  ['12010119900101001x', 'checksum', 'x where 7 is due'],
  ['11015019491231002X', 'checksum', 'two body digits swapped'],
  ['310101198510150029', 'checksum', 'one body digit mistyped'],
  // Month.
  ['110105194900150014', 'month', 'month 00 (checksum right)'],
  ['110105194913150013', 'month', 'month 13 (checksum right)'],
  ['110105194920150011', 'month', 'month 20'],
  ['110105194999150013', 'month', 'month 99'],
  ['110105194900000016', 'month', 'month 00 and day 00: month is reported first'],
  ['110105194913150010', 'month', 'month 13 and wrong checksum: month first'],
  // Day.
  ['110105194912000013', 'day', 'day 00 (checksum right)'],
  ['11010519491000001X', 'day', 'day 00 with X check (checksum right)'],
  ['110105194912320017', 'day', 'day 32 (checksum right)'],
  ['110105194912990010', 'day', 'day 99'],
  ['110105194912320010', 'day', 'day 32 and wrong checksum: day first'],
  // Length.
  ['', 'length', 'empty'],
  ['1', 'length', '1 character'],
  ['11010519491231', 'length', '14 characters'],
  ['1101051949123100', 'length', '16 characters'],
  ['110105491231002X', 'length', '16: a 15-digit number with X appended'],
  ['11010519491231002', 'length', '17 characters'],
  ['11010519491231002X0', 'length', '19 characters'],
  ['1101051949123100211', 'length', '19 digits'],
  ['11010519491231002X00', 'length', '20 characters'],
  [' 11010519491231002X', 'length', 'leading space makes 19 (no trimming)'],
  ['11010519491231002X ', 'length', 'trailing space makes 19 (no trimming)'],
  ['110105491231002 ', 'length', '15 digits and a space make 16'],
  ['\n11010519491231002X', 'length', 'leading newline'],
  // Characters.
  ['１１０１０５１９４９１２３１００２Ｘ', 'characters', 'all full-width (18 characters)'],
  ['１1010519491231002X', 'characters', 'one full-width digit'],
  ['11010519491231002Ｘ', 'characters', 'full-width X'],
  ['１１０１０５４９１２３１００２', 'characters', '15 full-width digits'],
  ['١١٠١٠٥١٩٤٩١٢٣١٠٠٢X', 'characters', 'Arabic-Indic digits'],
  ['1101051949A231002X', 'characters', 'letter inside'],
  ['110105X94912310021', 'characters', 'X inside'],
  ['1101051949123100x2', 'characters', 'x not last'],
  ['11010519491231002Y', 'characters', 'letter Y as check'],
  ['110105 9491231002X', 'characters', 'space inside, 18 characters'],
  ['110105-1949123100X', 'characters', 'hyphen inside'],
  ['11010519491231002\t', 'characters', 'tab as check'],
  ['11010519491231002😀', 'characters', 'emoji counts as one character'],
  ['+1010519491231002X', 'characters', 'plus sign'],
  ['11010549123100X', 'characters', '15 characters ending in X'],
  ['11010549123100x', 'characters', '15 characters ending in x'],
  ['11010549123100A', 'characters', '15 with a letter'],
  ['110105 91231002', 'characters', '15 with a space inside'],
  // 15-digit numbers: expanded with century 19 and a computed check character.
  ['110105491231002', null, '15 digits, 1949-12-31'],
  ['130503670401001', null, '15 digits'],
  ['120101900101001', null, '15 digits'],
  ['440304850307123', null, '15 digits'],
  ['310101000229001', null, '15 digits, 1900-02-29 passes'],
  ['120101900230001', null, '15 digits, February 30 passes'],
  ['000000000101000', null, '15 digits, area 000000'],
  ['110105490015002', 'month', '15 digits, month 00'],
  ['110105491315002', 'month', '15 digits, month 13'],
  ['110105491200002', 'day', '15 digits, day 00'],
  ['110105491232002', 'day', '15 digits, day 32'],
];

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

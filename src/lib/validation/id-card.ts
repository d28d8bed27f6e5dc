/**
 * The resident id card rule of the spec (docs/spec-rules.md section 5), exactly: 15 or 18 characters, birth month
 * 01-12 and day 01-31, the GB 11643 checksum on 18 characters (check character X or x), and a
 * 15-digit number expanded to 18 (century 19, computed check character) before it is checked.
 * Nothing more: no area-code table, no real-calendar check, no trimming (fields strip spaces
 * before they call it).
 */

/** Why a value is not a resident id number, in the order the rule checks. */
export type IdCardRefusalReason = 'length' | 'characters' | 'month' | 'day' | 'checksum';

export interface IdCardRefusal {
  reason: IdCardRefusalReason;
  /** What is wrong, in Chinese, for the form. */
  message: string;
}

/** The Chinese message of each refusal reason. */
export const ID_CARD_MESSAGES: Record<IdCardRefusalReason, string> = {
  length: '身份证号应为15位或18位',
  characters: '身份证号只能包含数字，18位号码的最后一位可以是X',
  month: '身份证号中的出生月份应为01至12',
  day: '身份证号中的出生日期应为01至31',
  checksum: '身份证号校验位不正确，请仔细核对',
};

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

// ASCII only: full-width digits and other Unicode digits are not digits of an id number.
const EIGHTEEN = /^[0-9]{17}[0-9Xx]$/;
const FIFTEEN = /^[0-9]{15}$/;

/** The GB 11643 check character of 17 ASCII digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (first17.charCodeAt(i) - 48) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** A 15-digit number as 18 digits: century 19 after the area code, computed check character. */
export function expandFifteen(value: string): string {
  const first17 = `${value.slice(0, 6)}19${value.slice(6)}`;
  return first17 + idCardCheckChar(first17);
}

function refuse(reason: IdCardRefusalReason): IdCardRefusal {
  return { reason, message: ID_CARD_MESSAGES[reason] };
}

/** Why `value` is refused by the id card rule, or null when it is a valid resident id number. */
export function idCardRefusal(value: string): IdCardRefusal | null {
  // Length in characters as a person counts them (an emoji is one, not two UTF-16 units).
  const length = Array.from(value).length;
  if (length !== 15 && length !== 18) return refuse('length');
  if (length === 15 ? !FIFTEEN.test(value) : !EIGHTEEN.test(value)) return refuse('characters');
  const full = length === 15 ? expandFifteen(value) : value;
  const month = Number(full.slice(10, 12));
  if (month < 1 || month > 12) return refuse('month');
  const day = Number(full.slice(12, 14));
  if (day < 1 || day > 31) return refuse('day');
  if (full[17].toUpperCase() !== idCardCheckChar(full.slice(0, 17))) return refuse('checksum');
  return null;
}

/** True when `value` is a resident id number by the spec's rule (docs/spec-rules.md section 5), exactly. */
export function isValidIdCard(value: string): boolean {
  return idCardRefusal(value) === null;
}

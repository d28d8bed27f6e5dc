/**
 * The emulator's own reading of the resident id rule (docs/spec-rules.md section 5), written apart from the
 * app's validator so that a bug in one cannot hide behind the same bug in the other. Weights
 * are derived from their definition in GB 11643 (2^(17-i) mod 11) rather than copied.
 */

export type ResidentIdProblem = 'length' | 'characters' | 'month' | 'day' | 'checksum';

export type ResidentIdVerdict =
  | { ok: true; /** 18 characters, X upper-case; a 15-digit number is upgraded. */ canonical: string }
  | { ok: false; problem: ResidentIdProblem; message: string };

const PROBLEM_MESSAGES: Record<ResidentIdProblem, string> = {
  length: '身份证号长度不正确',
  characters: '身份证号包含非法字符',
  month: '身份证号出生月份不正确',
  day: '身份证号出生日期不正确',
  checksum: '身份证号校验码不正确',
};

const isAsciiDigit = (c: string) => c.length === 1 && c >= '0' && c <= '9';

function checkCharacter(seventeen: string): string {
  let total = 0;
  for (let i = 0; i < 17; i++) total += Number(seventeen[i]) * (2 ** (17 - i) % 11);
  const check = (12 - (total % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

const no = (problem: ResidentIdProblem): ResidentIdVerdict => ({ ok: false, problem, message: PROBLEM_MESSAGES[problem] });

/** Checks a resident id number as a real gateway would, without trimming anything. */
export function checkResidentId(raw: string): ResidentIdVerdict {
  const chars = [...raw];
  if (chars.length !== 15 && chars.length !== 18) return no('length');
  const body = chars.length === 15 ? chars : chars.slice(0, 17);
  if (!body.every(isAsciiDigit)) return no('characters');
  if (chars.length === 18 && !isAsciiDigit(chars[17]) && chars[17] !== 'X' && chars[17] !== 'x') return no('characters');

  const seventeen = chars.length === 15 ? `${raw.slice(0, 6)}19${raw.slice(6)}` : raw.slice(0, 17);
  const month = seventeen.slice(10, 12);
  if (month < '01' || month > '12') return no('month');
  const day = seventeen.slice(12, 14);
  if (day < '01' || day > '31') return no('day');
  const expected = checkCharacter(seventeen);
  const given = chars.length === 15 ? expected : chars[17].toUpperCase();
  if (given !== expected) return no('checksum');
  return { ok: true, canonical: seventeen + expected };
}

import { ID_CARD_MESSAGES, idCardRefusal } from '@/lib/validation/id-card';

/** What the id number field says under itself: a neutral hint, an error, or that it is fine. */
export interface FieldStatus {
  tone: 'hint' | 'error' | 'ok';
  text: string;
}

/** The id number as the field hands it to the rule: people type it in groups, spaces go. */
export function stripSpaces(value: string): string {
  return value.replace(/\s/g, '');
}

/**
 * The id field's status while the user types (`typing`) or after it lost focus. The reason
 * comes from the rule; while typing, a number that is merely unfinished is a hint, not an
 * error, and the first 15 characters of an 18-character number are not yet judged as a
 * 15-digit number.
 */
export function idFieldStatus(raw: string, typing: boolean): FieldStatus {
  const value = stripSpaces(raw);
  if (value === '') return { tone: typing ? 'hint' : 'error', text: typing ? '请输入15位或18位居民身份证号' : '请输入身份证号' };
  const refusal = idCardRefusal(value);
  if (!refusal) return { tone: 'ok', text: '身份证号格式正确' };
  const length = Array.from(value).length;
  // An unfinished number with a character no id number has there (anything but a digit, or an
  // X before the 18th place) is already wrong: say so at once rather than counting.
  if (refusal.reason === 'length' && length < 18 && /[^0-9]/.test(value)) return { tone: 'error', text: ID_CARD_MESSAGES.characters };
  if (refusal.reason === 'length') {
    const text = `${refusal.message}，已输入${length}位`;
    return { tone: typing && length < 18 ? 'hint' : 'error', text };
  }
  if (typing && length === 15 && refusal.reason !== 'characters')
    return { tone: 'hint', text: `按15位号码校验：${refusal.message}；如为18位号码请继续输入` };
  return { tone: 'error', text: refusal.message };
}

// Chinese names (with the middle dot of minority names) or Latin-script names.
const NAME = /^(?:[\u3400-\u9fff]+(?:[·•][\u3400-\u9fff]+)*|[A-Za-z]+(?:[ .·'-][A-Za-z]+)*)$/;

/** What is wrong with a name, or null. */
export function nameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return '请输入姓名';
  const length = Array.from(name).length;
  if (length < 2 || length > 30 || !NAME.test(name)) return '请输入与身份证一致的姓名';
  return null;
}

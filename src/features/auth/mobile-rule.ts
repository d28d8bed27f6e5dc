import { AUTH_MESSAGES } from './messages';

/** A mainland mobile number: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The problem with a typed mobile number, or null when it is valid. */
export function mobileProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return AUTH_MESSAGES.mobileEmpty;
  return MOBILE_PATTERN.test(v) ? null : AUTH_MESSAGES.mobileInvalid;
}

/** The problem with a typed SMS code, or null. */
export function codeProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return AUTH_MESSAGES.codeEmpty;
  return /^\d{6}$/.test(v) ? null : AUTH_MESSAGES.codeInvalid;
}

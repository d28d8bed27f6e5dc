import { isMobile } from '@/lib/validation/contact';
import { AUTH_MESSAGES } from './messages';

/** The problem with a typed mobile number, or null when it is valid. */
export function mobileProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return AUTH_MESSAGES.mobileEmpty;
  return isMobile(v) ? null : AUTH_MESSAGES.mobileInvalid;
}

/** The problem with a typed SMS code, or null. */
export function codeProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return AUTH_MESSAGES.codeEmpty;
  return /^\d{6}$/.test(v) ? null : AUTH_MESSAGES.codeInvalid;
}

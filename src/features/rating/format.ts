import dayjs from 'dayjs';
import { paths } from '@/config/routes';
import { maskMobile } from '@/lib/validation/mask';

/** Emulator/server times (ms) as people read them. */
export const formatTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

export const starText = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n));

/** A mobile by the app's one mask (138****8000); an email keeps its first character and domain. */
export function maskContact(contact: string): string {
  if (/^1\d{10}$/.test(contact)) return maskMobile(contact);
  const at = contact.indexOf('@');
  if (at > 0) return `${contact[0]}***${contact.slice(at)}`;
  return contact;
}

/** The preview route of a file (the preview feature opens it by its address). */
export const previewHref = (url: string) => paths.previewFile({ fileUrl: url });
/** `2026-11-22 14:05:09` → `2026-11-22 14:05` (lists show minutes). */
export const formatCreateTime = (t: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(t) ? t.slice(0, 16) : t);

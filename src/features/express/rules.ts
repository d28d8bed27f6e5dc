import { isMobile } from '@/lib/validation/contact';
import type { EmsAddressInput } from './types';

export const WEIGHTS = [
  { grams: 500, text: '文件（0.5公斤以内）' },
  { grams: 1000, text: '1公斤以内' },
  { grams: 2000, text: '2公斤以内' },
  { grams: 5000, text: '5公斤以内' },
];

export function addressErrors(a: EmsAddressInput): Partial<Record<keyof EmsAddressInput, string>> {
  const e: Partial<Record<keyof EmsAddressInput, string>> = {};
  if (!a.name.trim()) e.name = '请填写联系人';
  if (!isMobile(a.mobile)) e.mobile = a.mobile ? '手机号格式不正确' : '请填写手机号';
  if (!a.areaCode) e.areaCode = '请选择所在区';
  const n = Array.from(a.detail.trim()).length;
  if (n < 5) e.detail = '详细地址至少5个字';
  else if (n > 100) e.detail = '详细地址不能超过100字';
  return e;
}

/** `11月22日 13:00-15:00` in Beijing time. */
export function slotText(start: number, end: number): string {
  const f = (ms: number) => new Date(ms + 8 * 3600_000);
  const s = f(start);
  const e = f(end);
  const hm = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${s.getUTCMonth() + 1}月${s.getUTCDate()}日 ${hm(s)}-${hm(e)}`;
}

/** What an order's state says to the user. */
export const ORDER_STATE_TEXT = { ordered: '已下单', inTransit: '运输中', delivered: '已签收', cancelled: '已取消' } as const;

export function timeText(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/**
 * One address line: the city, the district, then the rest, each said once. A hall's address (and
 * an address typed in full) already starts with 天津市 and its district: 天津市和平区南京路1号, never
 * 天津市和平区天津市和平区南京路1号 (issue 34 item 4).
 */
export function placeLine(areaName: string, detail: string, city = '天津市'): string {
  let rest = detail.trim();
  for (const prefix of [city, areaName]) if (prefix && rest.startsWith(prefix)) rest = rest.slice(prefix.length);
  return `${city}${areaName === city ? '' : areaName}${rest}`;
}

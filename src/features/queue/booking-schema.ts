import { z } from 'zod/mini';
import { MOBILE_PATTERN } from '@/lib/validation/contact';
import { isValidIdCard } from '@/lib/validation/id-card';
import type { BookingDetails } from './types';

export const EMPTY_DETAILS: BookingDetails = { name: '', mobile: '', idcard: '', remark: '' };

/**
 * The booking details' schema (react-hook-form with zod, the project's one form model): a name
 * of at most 30 characters, an 11-digit mobile, a valid 18-digit identity card number (a lower
 * case x counts), a remark of at most 200 characters (optional).
 */
export const bookingDetailsSchema = z.object({
  name: z.string().check(
    z.refine((s) => s.trim().length > 0, '请输入预约人姓名'),
    z.refine((s) => s.trim().length <= 30, '姓名不能超过30个字'),
  ),
  mobile: z.string().check(z.refine((s) => MOBILE_PATTERN.test(s.trim()), '请输入正确的11位手机号')),
  idcard: z.string().check(z.refine((s) => isValidIdCard(s.trim().toUpperCase()), '请输入正确的18位身份证号')),
  remark: z.string().check(z.refine((s) => s.length <= 200, '备注不能超过200字')),
});

/** The details as they are sent: trimmed, the identity card in upper case. */
export const cleanDetails = (v: BookingDetails): BookingDetails => ({
  name: v.name.trim(),
  mobile: v.mobile.trim(),
  idcard: v.idcard.trim().toUpperCase(),
  remark: v.remark,
});

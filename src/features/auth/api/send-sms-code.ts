import { gateway } from '@/lib/http/client';
import type { SmsCodeResult } from '../types';

/** Sends a login SMS code to a mobile number. */
export const sendSmsCode = (mobile: string) =>
  gateway.post<SmsCodeResult>('/wechat-hall/reg/sendSmsCode', { mobile }, { loginFlow: true, silent: true });

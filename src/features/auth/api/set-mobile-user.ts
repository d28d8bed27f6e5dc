import { gateway } from '@/lib/http/client';
import type { SetMobileUserResult } from '../types';

/** Registers (or confirms) the mobile user with the SMS code; answers the mobile secret. */
export const setMobileUser = (mobile: string, code: string) =>
  gateway.get<SetMobileUserResult>('/wechat-hall/reg/setMobileUser', { mobile, code }, { loginFlow: true, silent: true });

import { gateway } from '@/lib/http/client';
import type { LoginResult } from '../types';

/** The partner-app login (luluTong). */
export const tpLogin = (params: { mobile: string; userId: string }, headers: { systemCode: string; route: string }) =>
  gateway.get<LoginResult>('/user-center/owSso/anon/tpLogin', params, { headers, loginFlow: true, silent: true });

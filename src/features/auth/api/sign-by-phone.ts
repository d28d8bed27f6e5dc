import { gateway } from '@/lib/http/client';
import type { LoginResult } from '../types';

/** Fetches a gateway token for a mobile-number user. */
export const signByPhone = (mobile: string, secret: string) =>
  gateway.post<LoginResult>(`/wechat-hall/login/signByPhone/${encodeURIComponent(mobile)}`, undefined, {
    params: { secret },
    loginFlow: true,
    silent: true,
  });

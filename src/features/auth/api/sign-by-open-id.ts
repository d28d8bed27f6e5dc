import { gateway } from '@/lib/http/client';
import type { LoginResult } from '../types';

/** Fetches a gateway token for a chat-app user. */
export const signByOpenId = (openId: string, secret: string) =>
  gateway.post<LoginResult>(`/wechat-hall/login/sign/${encodeURIComponent(openId)}`, undefined, {
    params: { secret },
    loginFlow: true,
    silent: true,
  });

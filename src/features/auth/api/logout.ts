import { gateway } from '@/lib/http/client';

/** Ends a chat-app user's session on the gateway. */
export const logout = (openId: string, mobile: string) =>
  gateway.post<unknown>('/wechat-hall/login/logout', { openId, mobile }, { loginFlow: true, silent: true });

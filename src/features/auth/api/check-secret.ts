import { gateway } from '@/lib/http/client';

/** Checks an openId's stored secret. */
export const checkSecret = (openId: string, secret: string) =>
  gateway.get<unknown>('/wechat-hall/login/checkSecret', { openId, secret }, { loginFlow: true, silent: true });

import { gateway } from '@/lib/http/client';

/** The emulator's chat-app authorization: consent for an openId yields a one-time ticket. */
export const authorizeWx = (appId: string, openId: string) =>
  gateway.post<{ openId: string; ticket: string }>(
    '/wechat-hall/wxAuth/anon/authorize',
    { appId, openId },
    { loginFlow: true, silent: true },
  );

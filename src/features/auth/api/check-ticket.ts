import { gateway } from '@/lib/http/client';

/** Checks the ticket the chat-app authorization returned; answers the openId's secret. */
export const checkTicket = (openId: string, ticket: string) =>
  gateway.get<{ ticket?: string; secret?: string }>(
    '/wechat-hall/login/checkTicket',
    { openId, ticket },
    { loginFlow: true, silent: true },
  );

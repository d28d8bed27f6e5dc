import { gateway } from '@/lib/http/client';
import type { WeChatUser } from '../types';

/** Loads the chat-app user of an openId. */
export const findWeChatUser = (openId: string) =>
  gateway.get<WeChatUser>('/wechat-hall/userMessage/findWeChatUserByOpenId', { openId }, { loginFlow: true, silent: true });

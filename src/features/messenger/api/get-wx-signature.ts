import { gateway } from '@/lib/http/client';
import type { WxSignature } from '../types';

/** The JS-SDK signature of a page address (`linkUrl`, without its `#` part) for an app id. */
export const getWxSignature = (params: { linkUrl: string; appId: string }) =>
  gateway.get<WxSignature>('/wechat-hall/wxJsapi/anon/signature', params, { silent: true });

import { gateway } from '@/lib/http/client';

/** A one-time code that names the logged-in user to a partner or third-party system. */
export interface AuthCode {
  authCode: string;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

/** Get auth code (docs/spec-rules.md section 7: openId, userId): `openId` is empty for a user who is not a chat-app user. */
export const getAuthCode = (params: { openId: string; userId: string }) =>
  gateway.get<AuthCode>('/wechat-hall/login/getAuthCode', params, { silent: true });

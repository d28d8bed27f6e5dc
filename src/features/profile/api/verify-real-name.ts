import { gateway } from '@/lib/http/client';
import type { UserInfo, VerifyRealNameParams } from '../types';

/** Real-name verification; resolves with the updated user info. The page shows failures itself. */
export function verifyRealName(params: VerifyRealNameParams): Promise<UserInfo> {
  return gateway.post<UserInfo>('/user-center/realName/verify', params, { silent: true });
}

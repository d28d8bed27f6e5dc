import { isGatewayError } from '@/lib/http/errors';
import { clearDrafts, draftScope } from '@/lib/storage/drafts';
import type { AuthContext } from './flows';
import type { Authority, UserInfo } from './types';

/** How a logout ended: done, done because the session had already ended (inactivity), or failed. */
export type LogoutOutcome = 'done' | 'inactive' | 'failed';

function clearSession(ctx: AuthContext): void {
  ctx.session.remove('token', 'secret');
  ctx.local.remove('ucInfo', 'userId');
}

/**
 * Logout by authority (docs/spec-rules.md section 4). openId: the logout service with openId and mobile, then
 * the chat-app credentials go; mobile: the stored mobile credentials and user info go; anything
 * else: the session and ucInfo go (a partner user also loses the partner mark). The user's form
 * drafts go in every case. A failed call
 * changes nothing, so the user can try again; a 401 means the session had already ended.
 */
export async function logoutBy(ctx: AuthContext, authority: Authority, setAuthority: (a: Authority) => void): Promise<LogoutOutcome> {
  let outcome: LogoutOutcome = 'done';
  // Whose drafts to remove is known only while the credentials are still there.
  const scope = draftScope();
  if (authority === 'openId') {
    const openId = ctx.local.get('openId') ?? '';
    const mobile = ctx.local.getJson<UserInfo>('userInfo')?.mobile ?? '';
    try {
      await ctx.services.logout(openId, mobile);
    } catch (e) {
      if (!(isGatewayError(e) && e.kind === 'auth')) return 'failed';
      outcome = 'inactive';
    }
    ctx.local.remove('openId', 'validateSecret', 'wxInfo', 'userInfo');
    clearSession(ctx);
  } else if (authority === 'mobile') {
    ctx.local.remove('accountMobile', 'validateMobileSecret', 'mobileUserInfo', 'userInfo');
    clearSession(ctx);
  } else {
    if (authority === 'luluTong') ctx.local.remove('thirdParty', 'userInfo');
    clearSession(ctx);
  }
  void clearDrafts(scope);
  setAuthority('');
  return outcome;
}

import { clearMobileCredentials, mobileLogin, type AuthContext } from './flows';
import { AUTH_MESSAGES } from './messages';
import type { Authority } from './types';

/**
 * The login page's flow: setMobileUser with the SMS code (yields the mobile secret), then
 * signByPhone and convert. Success stores the mobile credentials and sets authority mobile.
 * Resolves with a refusal message when the gateway says no; rejects on a failed call.
 */
export async function loginByMobile(
  ctx: AuthContext,
  mobile: string,
  code: string,
  setAuthority: (a: Authority) => void,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const reg = await ctx.services.setMobileUser(mobile, code);
  if (!reg?.success || !reg.secret) return { ok: false, message: reg?.message || AUTH_MESSAGES.loginFailed };
  ctx.local.set('accountMobile', mobile);
  ctx.local.set('validateMobileSecret', reg.secret);
  try {
    await mobileLogin(ctx, mobile, reg.secret);
  } catch (e) {
    clearMobileCredentials(ctx);
    ctx.session.remove('token', 'secret');
    throw e;
  }
  setAuthority('mobile');
  return { ok: true };
}

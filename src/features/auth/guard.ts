import { clearMobileCredentials, clearPartner, convert, DEFAULT_ISSUER, getToken, partnerLogin, storedMobileLogin, type AuthContext } from './flows';
import { AuthRuleError } from './validation';
import type { Authority, TokenInfo } from './types';
import { paths } from '../../config/routes';

/** The decision of a login route's guard (the shape src/app/routing expects). */
export type GuardDecision = { allow: true } | { allow: false; to: string };

export interface GuardDeps extends AuthContext {
  appId: string;
  /** Resolves when the start machine has finished. */
  ready(): Promise<unknown>;
  getAuthority(): Authority;
  setAuthority(a: Authority): void;
  /** The openId the page was opened with, if any. */
  queryOpenId(): string;
  /**
   * Sends a chat-app user to re-authenticate. Returns the in-app route of the authorization page
   * (emulator), or null when the browser leaves for the configured authorization URL.
   */
  reauthorize(location: { pathname: string; search: string }): string | null;
}

/** The login route with the guarded route (path and query) as `redirect`. */
export function loginTarget(location: { pathname: string; search: string }): string {
  return paths.login({ redirect: location.pathname + location.search });
}

const never = () => new Promise<never>(() => undefined);

/** The session's token info when the session is live, else null. */
async function liveSession(d: GuardDeps): Promise<TokenInfo | null> {
  if (!d.session.get('token') || !d.session.get('secret')) return null;
  try {
    return await d.services.validateToken();
  } catch {
    return null;
  }
}

/** The guard of login routes (spec section 4), for every authority. */
export function makeLoginGuard(d: GuardDeps) {
  return async (location: { pathname: string; search: string }): Promise<GuardDecision> => {
    await d.ready();
    const toLogin: GuardDecision = { allow: false, to: loginTarget(location) };
    const authority = d.getAuthority();
    if (authority === 'openId') {
      try {
        const live = await liveSession(d);
        if (live) {
          await convert(d, live.issuer || DEFAULT_ISSUER);
        } else {
          const openId = d.local.get('openId');
          const secret = d.local.get('validateSecret');
          if (!openId || !secret) throw new AuthRuleError('credentials', 'no stored openId and secret');
          await getToken(d, openId, secret, d.appId);
        }
        return { allow: true };
      } catch {
        return toLogin;
      }
    }
    if (authority === 'mobile') {
      if (await liveSession(d)) return { allow: true };
      try {
        await storedMobileLogin(d);
        return { allow: true };
      } catch {
        clearMobileCredentials(d);
        d.setAuthority('');
        return toLogin;
      }
    }
    if (authority === 'luluTong') {
      if (await liveSession(d)) return { allow: true };
      try {
        await partnerLogin(d, location.pathname);
        return { allow: true };
      } catch {
        d.session.remove('token', 'secret');
        clearPartner(d);
        d.setAuthority('');
        return toLogin;
      }
    }
    // No authority: a live session (a login in this tab) still counts.
    if (d.session.get('token') && d.session.get('secret')) {
      try {
        const info = await d.services.validateToken();
        d.setAuthority(info.authority);
        return { allow: true };
      } catch {
        d.session.remove('token', 'secret');
      }
    }
    const query = new URLSearchParams(location.search);
    if (d.queryOpenId() || query.get('openId')) {
      const to = d.reauthorize(location);
      return to ? { allow: false, to } : never();
    }
    if (query.get('type') === '2') return { allow: true };
    return toLogin;
  };
}

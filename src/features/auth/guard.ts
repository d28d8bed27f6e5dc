import { isTransientFailure } from '@/lib/http/errors';
import {
  clearMobileCredentials,
  clearPartner,
  convert,
  DEFAULT_ISSUER,
  getToken,
  partnerLogin,
  refusesCredentials,
  storedMobileLogin,
  takeFreshLogin,
  type AuthContext,
} from './flows';
import { AuthRuleError } from './validation';
import type { Authority, TokenInfo } from './types';
import { loginReturningTo } from '@/config/routes';

/**
 * The decision of a login route's guard (src/app/routing/login-guard.tsx runs it): let the page
 * through, go elsewhere, or (the gateway failed, nothing was refused) show the error with a retry.
 */
export type GuardDecision = { allow: true } | { allow: false; to: string } | { allow: false; error: string };

export interface SessionDeps extends AuthContext {
  appId: string;
  getAuthority(): Authority;
  setAuthority(a: Authority): void;
}

export interface GuardDeps extends SessionDeps {
  /** Resolves when the start machine has finished. */
  ready(): Promise<unknown>;
  /** The openId the page was opened with, if any. */
  queryOpenId(): string;
  /**
   * Sends a chat-app user to re-authenticate. Returns the in-app route of the authorization page
   * (emulator), or null when the browser leaves for the configured authorization URL.
   */
  reauthorize(location: { pathname: string; search: string }): string | null;
}

const never = () => new Promise<never>(() => undefined);

/**
 * The session's token info when the session is live, else null. A gateway that fails to answer
 * says nothing about the session: that failure is rethrown.
 */
async function liveSession(d: AuthContext): Promise<TokenInfo | null> {
  if (!d.session.get('token') || !d.session.get('secret')) return null;
  try {
    return await d.services.validateToken();
  } catch (e) {
    if (isTransientFailure(e)) throw e;
    return null;
  }
}

/**
 * Makes (or confirms) the session of the current authority without asking the user: openId
 * converts a live token or fetches one with the stored openId and secret; mobile signs in with the
 * stored account mobile and secret; luluTong logs in as the partner again. Resolves true when a
 * session is live, false when the authority ended (a refusal: its credentials are cleared and the
 * authority emptied). Rejects only with a transient failure, which keeps everything for a retry.
 */
export async function ensureSession(d: SessionDeps, route: string): Promise<boolean> {
  const authority = d.getAuthority();
  // The start (or the login page) has just made this session: token, convert and socket, a moment
  // ago. The first guard after it does not ask the gateway again (docs/auth.md, "A login just made").
  if (authority && takeFreshLogin(d)) return true;
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
      return true;
    } catch (e) {
      if (isTransientFailure(e)) throw e;
      return false;
    }
  }
  if (authority === 'mobile') {
    if (await liveSession(d)) return true;
    try {
      await storedMobileLogin(d);
      return true;
    } catch (e) {
      if (!refusesCredentials(e)) throw e;
      clearMobileCredentials(d);
      d.setAuthority('');
      return false;
    }
  }
  if (authority === 'luluTong') {
    if (await liveSession(d)) return true;
    try {
      await partnerLogin(d, route);
      return true;
    } catch (e) {
      d.session.remove('token', 'secret');
      if (isTransientFailure(e)) throw e;
      clearPartner(d);
      d.setAuthority('');
      return false;
    }
  }
  return false;
}

/** The message of a transient failure for the guard's error state. */
function errorDecision(e: unknown): GuardDecision {
  return { allow: false, error: e instanceof Error && e.message ? e.message : '网络错误，请检查网络后重试' };
}

/** The guard of login routes (docs/spec-rules.md section 4), for every authority. */
export function makeLoginGuard(d: GuardDeps) {
  return async (location: { pathname: string; search: string }): Promise<GuardDecision> => {
    await d.ready();
    const toLogin: GuardDecision = { allow: false, to: loginReturningTo(location) };
    const authority = d.getAuthority();
    if (authority === 'openId' || authority === 'mobile' || authority === 'luluTong') {
      try {
        return (await ensureSession(d, location.pathname)) ? { allow: true } : toLogin;
      } catch (e) {
        // The gateway failed: the user stays logged in and the page offers a retry.
        return errorDecision(e);
      }
    }
    // No authority: a live session (a login in this tab) still counts.
    if (d.session.get('token') && d.session.get('secret')) {
      try {
        const info = await d.services.validateToken();
        d.setAuthority(info.authority);
        return { allow: true };
      } catch (e) {
        if (isTransientFailure(e)) return errorDecision(e);
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

/**
 * The silent login before a call, for the gateway client (lib/http's session restorer): once the
 * start has finished, an authority without a live session gets one; concurrent calls share one
 * attempt. Rejects with a transient failure (the call then fails with it, nothing is cleared).
 */
export function makeSessionRestorer(d: SessionDeps & { ready(): Promise<unknown>; route(): string; now?: () => number }) {
  const now = d.now ?? (() => Date.now());
  let inFlight: { promise: Promise<void>; since: number } | null = null;
  return async (): Promise<void> => {
    await d.ready();
    if (!d.getAuthority() || (d.session.get('token') && d.session.get('secret'))) return;
    // Calls of one page share one login; a retry pressed later (the gateway may be back while an
    // older attempt still hangs) starts a fresh one.
    if (!inFlight || now() - inFlight.since > RESTORE_SHARE_MS) {
      const attempt = { promise: ensureSession(d, d.route()).then(() => undefined), since: now() };
      inFlight = attempt;
      void attempt.promise.then(
        () => inFlight === attempt && (inFlight = null),
        () => inFlight === attempt && (inFlight = null),
      );
    }
    return inFlight.promise;
  };
}

/** How long calls join a silent login already under way instead of starting their own. */
export const RESTORE_SHARE_MS = 3000;

import { isGatewayError, isTransientFailure } from '@/lib/http/errors';
import {
  authError,
  clearOpenIdCredentials,
  clearPartner,
  getToken,
  partnerLogin,
  refusesCredentials,
  storedMobileLogin,
  validateSecret,
  validateTicket,
  type AuthContext,
} from './flows';
import { PARTNER, type Authority } from './types';

/** The user-agent marker of the messenger (chat-app) browser. */
export const MESSENGER_MARKER = /MicroMessenger/i;

/** Start parameters a partner app opens the app with (documented in docs/auth.md). */
export const PARTNER_ENTRY_PARAMS = ['thirdParty', 'userId', 'mobile'] as const;

export interface StartDeps extends AuthContext {
  userAgent: string;
  /** Start parameters: the page's query and the hash route's query. */
  params: URLSearchParams;
  /** The hash route the app was opened at (`/path`), sent as the partner login's route header. */
  route: string;
  appId: string;
  /** Sends the browser to the chat-app authorization (openId without ticket or secret). */
  redirectToAuthorization(): void;
  store: {
    setAuthority(a: Authority): void;
    setWeChat(flag: 'weChat' | ''): void;
    setQueryOpenId(openId: string): void;
    setInitialised(): void;
  };
}

export interface StartOutcome {
  authority: Authority;
  /**
   * The branch that decided the authority, for logs and tests; `login`: a login on the login page
   * came before the start, whose result the start took (src/app/auth-setup.ts).
   */
  path: 'ticket' | 'secret' | 'openId-alone' | 'stored-openId' | 'partner' | 'mobile' | 'none' | 'login';
  redirected: boolean;
  /**
   * The gateway failed (5xx, time-out, no network, a malformed body) before the session was made:
   * the credentials and the authority are kept, and the session is made silently on the next call.
   */
  pending: boolean;
  /**
   * A login the gateway refused, with its message, so the app can say so (docs/spec-rules.md section 8): a
   * partner (luluTong) user is not left a silent visitor.
   */
  refused?: { authority: Authority; message: string };
}

/** Which start parameters the start machine consumes (the app strips them from the address). */
export function consumedStartParams(params: URLSearchParams): string[] {
  const names = ['openId', 'ticket', 'secret'].filter((k) => params.has(k));
  if (params.get('thirdParty') === PARTNER) names.push(...PARTNER_ENTRY_PARAMS);
  return names;
}

/** The start machine of docs/spec-rules.md section 4. Never rejects: every failure ends in a defined state. */
export async function runStart(d: StartDeps): Promise<StartOutcome> {
  d.store.setWeChat(MESSENGER_MARKER.test(d.userAgent) ? 'weChat' : '');
  const openId = d.params.get('openId');
  const ticket = d.params.get('ticket');
  const secretParam = d.params.get('secret');
  d.store.setQueryOpenId(openId ?? '');
  let authority: Authority = '';
  let path: StartOutcome['path'] = 'none';
  let pending = false;
  /** A transient failure keeps what the branch had reached; anything else ends it with nothing. */
  let refused: StartOutcome['refused'];
  const failed = (e: unknown, keep: Authority): Authority => {
    if (isTransientFailure(e)) {
      pending = true;
      return keep;
    }
    return '';
  };

  // Partner entry: the partner app passes its user's id and mobile.
  const partnerUserId = d.params.get('userId');
  const partnerMobile = d.params.get('mobile');
  if (d.params.get('thirdParty') === PARTNER && partnerUserId && partnerMobile) {
    d.local.set('thirdParty', PARTNER);
    d.local.setJson('userInfo', { userid: partnerUserId, mobile: partnerMobile });
  }

  if (openId && ticket) {
    path = 'ticket';
    try {
      const secret = await validateTicket(d, openId, ticket);
      await validateSecret(d, openId, secret);
      authority = 'openId';
      await getToken(d, openId, secret, d.appId);
    } catch (e) {
      // Before the secret was checked nothing is stored that a retry could use.
      authority = authority === 'openId' ? failed(e, 'openId') : '';
    }
  } else if (openId && secretParam) {
    path = 'secret';
    try {
      await validateSecret(d, openId, secretParam);
      authority = 'openId';
      await getToken(d, openId, secretParam, d.appId);
    } catch (e) {
      authority = authority === 'openId' ? failed(e, 'openId') : '';
    }
  } else if (openId) {
    clearOpenIdCredentials(d);
    authError(d);
    d.store.setAuthority('');
    d.local.remove('ucInfo', 'userId');
    d.store.setInitialised();
    d.redirectToAuthorization();
    return { authority: '', path: 'openId-alone', redirected: true, pending: false };
  } else {
    const storedOpenId = d.local.get('openId');
    const storedSecret = d.local.get('validateSecret');
    if (storedOpenId && storedSecret) {
      path = 'stored-openId';
      try {
        await validateSecret(d, storedOpenId, storedSecret);
        authority = 'openId';
        await getToken(d, storedOpenId, storedSecret, d.appId);
      } catch (e) {
        // The stored secret is kept through a gateway failure (validateSecret clears it only on a refusal).
        authority = failed(e, 'openId');
      }
    }
  }
  if ((authority === '' && path !== 'none') || pending) {
    // A token that could not be fetched after a valid secret leaves no half session behind.
    d.session.remove('token', 'secret');
  }

  const thirdParty = d.local.get('thirdParty');
  if (thirdParty) {
    authority = thirdParty as Authority;
    path = 'partner';
    if (thirdParty === PARTNER) {
      pending = false;
      try {
        await partnerLogin(d, d.route);
      } catch (e) {
        d.session.remove('token', 'secret');
        authority = failed(e, PARTNER);
        if (authority === '') {
          clearPartner(d);
          // A 401's text is the expiry message, which says nothing here: the refusal alone is said.
          const said = e instanceof Error && !(isGatewayError(e) && e.kind === 'auth') ? e.message : '';
          refused = { authority: PARTNER, message: said };
        }
      }
    }
  }

  if (authority === '' && d.local.get('accountMobile') && d.local.get('validateMobileSecret')) {
    path = 'mobile';
    try {
      await storedMobileLogin(d);
      authority = 'mobile';
    } catch (e) {
      d.session.remove('token', 'secret');
      // Kept, to be tried again, unless the credentials were refused (they are gone then).
      if (refusesCredentials(e)) authority = '';
      else {
        pending = true;
        authority = 'mobile';
      }
    }
  }

  // ucInfo and userId stay through a gateway failure: the authority (and its user) is kept.
  if (authority === '') d.local.remove('ucInfo', 'userId');
  d.store.setAuthority(authority);
  d.store.setInitialised();
  return { authority, path, redirected: false, pending: pending && authority !== '', ...(refused && !authority ? { refused } : {}) };
}

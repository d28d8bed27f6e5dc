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

/** How a branch of the start ended: the authority it reached, and whether a gateway failure left it pending. */
interface Reached {
  authority: Authority;
  pending: boolean;
}

const NOTHING: Reached = { authority: '', pending: false };

/** A transient failure keeps what the branch had reached (pending); anything else ends it with nothing. */
function afterFailure(e: unknown, keep: Authority): Reached {
  return isTransientFailure(e) ? { authority: keep, pending: true } : NOTHING;
}

/**
 * An openId login: its secret (from a ticket, the address or the device), checked, then the token.
 * A failure before the secret is checked leaves nothing, unless the secret was kept from before
 * (`kept`): a gateway failure then keeps the authority (validateSecret clears it only on a refusal).
 */
async function openIdLogin(d: StartDeps, openId: string, secret: () => Promise<string>, kept: boolean): Promise<Reached> {
  let checked = false;
  try {
    const s = await secret();
    await validateSecret(d, openId, s);
    checked = true;
    await getToken(d, openId, s, d.appId);
    return { authority: 'openId', pending: false };
  } catch (e) {
    return checked || kept ? afterFailure(e, 'openId') : NOTHING;
  }
}

/** The partner login (luluTong) from the user kept by the partner entry; a refusal is said. */
async function partnerStart(d: StartDeps): Promise<Reached & { refused?: StartOutcome['refused'] }> {
  try {
    await partnerLogin(d, d.route);
    return { authority: PARTNER, pending: false };
  } catch (e) {
    d.session.remove('token', 'secret');
    const reached = afterFailure(e, PARTNER);
    if (reached.authority) return reached;
    clearPartner(d);
    // A 401's text is the expiry message, which says nothing here: the refusal alone is said.
    const said = e instanceof Error && !(isGatewayError(e) && e.kind === 'auth') ? e.message : '';
    return { ...reached, refused: { authority: PARTNER, message: said } };
  }
}

/** The mobile login kept on the device; kept through a failure, unless the credentials were refused. */
async function mobileStart(d: StartDeps): Promise<Reached> {
  try {
    await storedMobileLogin(d);
    return { authority: 'mobile', pending: false };
  } catch (e) {
    d.session.remove('token', 'secret');
    return refusesCredentials(e) ? NOTHING : { authority: 'mobile', pending: true };
  }
}

/** The start machine of docs/spec-rules.md section 4. Never rejects: every failure ends in a defined state. */
export async function runStart(d: StartDeps): Promise<StartOutcome> {
  d.store.setWeChat(MESSENGER_MARKER.test(d.userAgent) ? 'weChat' : '');
  const openId = d.params.get('openId');
  const ticket = d.params.get('ticket');
  const secretParam = d.params.get('secret');
  d.store.setQueryOpenId(openId ?? '');
  let reached = NOTHING;
  let path: StartOutcome['path'] = 'none';
  let refused: StartOutcome['refused'];

  // Partner entry: the partner app passes its user's id and mobile.
  const partnerUserId = d.params.get('userId');
  const partnerMobile = d.params.get('mobile');
  if (d.params.get('thirdParty') === PARTNER && partnerUserId && partnerMobile) {
    d.local.set('thirdParty', PARTNER);
    d.local.setJson('userInfo', { userid: partnerUserId, mobile: partnerMobile });
  }

  if (openId && ticket) {
    path = 'ticket';
    reached = await openIdLogin(d, openId, () => validateTicket(d, openId, ticket), false);
  } else if (openId && secretParam) {
    path = 'secret';
    reached = await openIdLogin(d, openId, () => Promise.resolve(secretParam), false);
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
      reached = await openIdLogin(d, storedOpenId, () => Promise.resolve(storedSecret), true);
    }
  }
  if ((reached.authority === '' && path !== 'none') || reached.pending) {
    // A token that could not be fetched after a valid secret leaves no half session behind.
    d.session.remove('token', 'secret');
  }

  const thirdParty = d.local.get('thirdParty');
  if (thirdParty) {
    path = 'partner';
    reached = { authority: thirdParty as Authority, pending: reached.pending };
    if (thirdParty === PARTNER) ({ refused, ...reached } = await partnerStart(d));
  }

  if (reached.authority === '' && d.local.get('accountMobile') && d.local.get('validateMobileSecret')) {
    path = 'mobile';
    reached = await mobileStart(d);
  }

  const { authority, pending } = reached;
  // ucInfo and userId stay through a gateway failure: the authority (and its user) is kept.
  if (authority === '') d.local.remove('ucInfo', 'userId');
  d.store.setAuthority(authority);
  d.store.setInitialised();
  return { authority, path, redirected: false, pending: pending && authority !== '', ...(refused && !authority ? { refused } : {}) };
}

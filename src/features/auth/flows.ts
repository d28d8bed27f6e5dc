import { isGatewayError, isTransientFailure } from '@/lib/http/errors';
import type { LocalKey, SessionKey } from '@/lib/storage/storage';
import { PARTNER_ISSUER, type AuthServices, type UcUser, type UserInfo, type WxInfo } from './types';
import {
  AuthRuleError,
  checkConvertResponse,
  checkLoginResponse,
  requireOpenIdAndSecret,
  requireSessionForConvert,
  requireTicketAndSecret,
} from './validation';

/** The storage surface the flows use (the typed `local` / `session` of lib/storage fit it). */
export interface KeyValue<K extends string> {
  get(key: K): string | null;
  set(key: K, value: string): void;
  remove(...keys: K[]): void;
  getJson<T>(key: K): T | null;
  setJson(key: K, value: unknown): void;
}

/** Services and storage, injected so that every branch is tested with fakes. */
export interface AuthContext {
  services: AuthServices;
  local: KeyValue<LocalKey>;
  session: KeyValue<SessionKey>;
}

/** The issuer convert is told when a login response names none. */
export const DEFAULT_ISSUER = 'wechatHall';

/** The auth-error handler: the session and the partner mark go, so the user authorizes again. */
export function authError(ctx: AuthContext): void {
  ctx.session.remove('token', 'secret');
  ctx.local.remove('thirdParty');
}

/** What a failed secret validation (or a lone openId) clears. */
export function clearOpenIdCredentials(ctx: AuthContext): void {
  ctx.local.remove('validateSecret', 'userInfo', 'openId', 'wxInfo');
}

/** What a failed mobile login clears. */
export function clearMobileCredentials(ctx: AuthContext): void {
  ctx.local.remove('accountMobile', 'validateMobileSecret', 'mobileUserInfo');
}

/** What a failed partner login clears (besides the authority). */
export function clearPartner(ctx: AuthContext): void {
  ctx.local.remove('thirdParty', 'userInfo', 'ucInfo');
}

/**
 * How long a login made in this page counts as live for the first login-route guard after it
 * (docs/auth.md, "A login just made"): the guard lets the page through without asking the gateway
 * again about the token it has just issued.
 */
export const FRESH_LOGIN_MS = 60_000;
/** The login each session storage last made (its token, when it was done), until a guard takes it. */
const loginsMade = new WeakMap<object, { token: string; at: number }>();

/** A login (token, convert, socket) has just been completed with this session. */
function loginMade(ctx: AuthContext): void {
  const token = ctx.session.get('token');
  if (token) loginsMade.set(ctx.session, { token, at: Date.now() });
}

/**
 * Whether the session's token is the one a login of this page made less than FRESH_LOGIN_MS ago:
 * true once, for the first guard that asks (later guards ask the gateway as before).
 */
export function takeFreshLogin(ctx: AuthContext, now = Date.now()): boolean {
  const made = loginsMade.get(ctx.session);
  loginsMade.delete(ctx.session);
  return Boolean(made && made.token === ctx.session.get('token') && ctx.session.get('secret') && now - made.at < FRESH_LOGIN_MS);
}

function currentSession(ctx: AuthContext): { token: string; secret: string } | null {
  const token = ctx.session.get('token');
  const secret = ctx.session.get('secret');
  return token && secret ? { token, secret } : null;
}

/** Converts the logged-in user with the issuer; stores ucInfo and userId. */
export async function convert(ctx: AuthContext, issuer: string): Promise<UcUser> {
  requireSessionForConvert(currentSession(ctx));
  const uc = checkConvertResponse(await ctx.services.convertUser(issuer));
  ctx.local.setJson('ucInfo', uc);
  ctx.local.set('userId', uc.id);
  return uc;
}

/** Checks the ticket; yields the secret (both must be there, else the auth-error handler runs). */
export async function validateTicket(ctx: AuthContext, openId: string, ticket: string): Promise<string> {
  try {
    const res = await ctx.services.checkTicket(openId, ticket);
    return requireTicketAndSecret(res?.ticket ?? ticket, res?.secret).secret;
  } catch (e) {
    // A gateway that failed to answer refused nothing: the stored credentials stay for a retry.
    if (!isTransientFailure(e)) {
      clearOpenIdCredentials(ctx);
      authError(ctx);
    }
    throw e;
  }
}

/**
 * Checks an openId's secret. Success stores openId and secret; failure clears the stored secret,
 * user info, openId and wxInfo and runs the auth-error handler.
 */
export async function validateSecret(ctx: AuthContext, openId: string | null, secret: string | null): Promise<void> {
  try {
    const valid = requireOpenIdAndSecret(openId, secret);
    await ctx.services.checkSecret(valid.openId, valid.secret);
    ctx.local.set('openId', valid.openId);
    ctx.local.set('validateSecret', valid.secret);
  } catch (e) {
    // A gateway that failed to answer refused nothing: the stored credentials stay for a retry.
    if (!isTransientFailure(e)) {
      clearOpenIdCredentials(ctx);
      authError(ctx);
    }
    throw e;
  }
}

/** Stores the session of a checked login response. */
function storeLogin(ctx: AuthContext, res: unknown) {
  const login = checkLoginResponse(res as never);
  ctx.session.set('token', login.token);
  ctx.session.set('secret', login.secret);
  return login;
}

/** Getting the token: load the chat user, fetch the token, convert with the issuer, validate the socket. */
export async function getToken(ctx: AuthContext, openId: string, secret: string, appId: string): Promise<UcUser> {
  const user = await ctx.services.findWeChatUser(openId);
  const wxInfo: WxInfo = { appId: user?.appId || appId, openId, hallId: user?.hallId ?? '' };
  ctx.local.setJson('wxInfo', wxInfo);
  const login = storeLogin(ctx, await ctx.services.signByOpenId(openId, secret));
  const uc = await convert(ctx, login.issuer || DEFAULT_ISSUER);
  const info: UserInfo = {
    ...user,
    ...login.userInfo,
    // Where the login's user info lacks the chat-app profile, the chat user fills it.
    nickName: login.userInfo?.nickName || user?.nickName,
    headImgUrl: login.userInfo?.headImgUrl || user?.headImgUrl,
    mobile: login.userInfo?.mobile ?? user?.mobile ?? uc.mobile,
    userid: uc.id,
  };
  ctx.local.setJson('userInfo', info);
  await ctx.services.validateSocket();
  loginMade(ctx);
  return uc;
}

/** Mobile login with a mobile and its secret: token, convert; stores mobileUserInfo and userInfo. */
export async function mobileLogin(ctx: AuthContext, mobile: string, secret: string): Promise<UcUser> {
  const login = storeLogin(ctx, await ctx.services.signByPhone(mobile, secret));
  const uc = await convert(ctx, login.issuer || DEFAULT_ISSUER);
  ctx.local.setJson('mobileUserInfo', { id: uc.id, mobile, realIdCard: '', hallId: login.userInfo?.hallId ?? '' });
  ctx.local.setJson('userInfo', { ...login.userInfo, mobile, userid: uc.id });
  await ctx.services.validateSocket();
  loginMade(ctx);
  return uc;
}

/**
 * Whether a failed stored login refused the credentials (a gateway's answer or a rule of the
 * login), so that they go. A transient failure, a cancel, or an error of the page itself (a chunk
 * that did not load, a socket closed as the page was left) says nothing about them: they stay.
 */
export function refusesCredentials(e: unknown): boolean {
  if (isGatewayError(e)) return !isTransientFailure(e) && e.kind !== 'canceled';
  return e instanceof AuthRuleError;
}

/** Mobile login from the stored accountMobile and validateMobileSecret; a refusal clears them, a gateway failure does not. */
export async function storedMobileLogin(ctx: AuthContext): Promise<UcUser> {
  const mobile = ctx.local.get('accountMobile');
  const secret = ctx.local.get('validateMobileSecret');
  try {
    if (!mobile || !secret) throw new AuthRuleError('credentials', 'no stored mobile credentials');
    return await mobileLogin(ctx, mobile, secret);
  } catch (e) {
    if (refusesCredentials(e)) clearMobileCredentials(ctx);
    throw e;
  }
}

/**
 * The partner login (luluTong) from the stored userInfo (partner user id and mobile), with the
 * headers systemCode and route. Requests then carry extId and Issuer (the gateway client adds them).
 */
export async function partnerLogin(ctx: AuthContext, route: string): Promise<UcUser> {
  const stored = ctx.local.getJson<UserInfo>('userInfo');
  const userId = stored?.userid;
  const mobile = stored?.mobile;
  if (!userId || !mobile) throw new AuthRuleError('partner-user', 'no partner user id and mobile');
  const login = storeLogin(ctx, await ctx.services.tpLogin({ mobile, userId }, { systemCode: PARTNER_ISSUER, route }));
  // The partner's user id stays `userid`: it is the extId header of every request.
  ctx.local.setJson('userInfo', { ...login.userInfo, mobile, userid: userId });
  const uc = await convert(ctx, login.issuer || PARTNER_ISSUER);
  await ctx.services.validateSocket();
  loginMade(ctx);
  return uc;
}

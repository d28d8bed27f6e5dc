import { defineTable, type Row } from '@/mocks/db/store';
import { clock } from '@/mocks/clock';
import { fail, handle, required, sessions, type SessionRow } from '@/mocks/gateway';

// The emulator's own copies of the contract's values (it never imports the app).
const PARTNER_SYSTEM = 'lulutong';
const ISSUER_WECHAT = 'wechatHall';
const ISSUER_MOBILE = 'wechatHallMobile';
const SESSION_TTL_MS = 2 * 3600_000;
const TICKET_TTL_MS = 5 * 60_000;
const SMS_TTL_MS = 5 * 60_000;
const SMS_RESEND_S = 60;
const SMS_MAX_ATTEMPTS = 5;
const MOBILE = /^1[3-9]\d{9}$/;

/** A chat-app user (the demo citizen and anyone who authorizes on the consent page). */
export interface WxUserRow extends Row {
  /** = openId */
  id: string;
  nickName: string;
  headImgUrl: string;
  hallId: string;
  mobile: string;
  /** uc user id */
  userId: string;
}

/** A user of mobile-number login, keyed by mobile. */
export interface MobileUserRow extends Row {
  id: string;
  userId: string;
  nickName: string;
}

/** A user of the partner app (luluTong), keyed by the partner's user id. */
export interface PartnerUserRow extends Row {
  id: string;
  mobile: string;
  nickName: string;
  userId: string;
}

/** A one-time code naming a user to a partner or third-party system (get auth code). */
interface AuthCodeRow extends Row {
  userId: string;
  openId: string;
  mobile: string;
  issuer: string;
  expiresAt: number;
  used: boolean;
}

interface TicketRow extends Row {
  openId: string;
  expiresAt: number;
  used: boolean;
}

/** Long-lived login secrets: `wx:<openId>` (validateSecret) and `m:<mobile>` (validateMobileSecret). */
interface SecretRow extends Row {
  secret: string;
}

interface SmsRow extends Row {
  /** = mobile */
  id: string;
  code: string;
  sentAt: number;
  attempts: number;
}

export const wxUsers = defineTable<WxUserRow>('wxUsers', () => [
  { id: 'demo-openid-001', nickName: '张三', headImgUrl: '', hallId: 'H120101001', mobile: '13700137000', userId: 'U1001' },
]);
export const mobileUsers = defineTable<MobileUserRow>('mobileUsers', () => [{ id: '13800138000', userId: 'U0001', nickName: '用户8000' }]);
export const partnerUsers = defineTable<PartnerUserRow>('partnerUsers', () => [
  { id: 'lulu-10001', mobile: '13900139000', nickName: '路路通用户', userId: 'U2001' },
]);
const tickets = defineTable<TicketRow>('authTickets');
const secrets = defineTable<SecretRow>('authSecrets');
export const smsCodes = defineTable<SmsRow>('smsCodes');
const authCodes = defineTable<AuthCodeRow>('authCodes');
const AUTH_CODE_TTL_MS = 5 * 60_000;

function randomText(length: number, alphabet = 'abcdefghijkmnpqrstuvwxyz23456789'): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(Math.random() * alphabet.length)];
  return out;
}

function secretOf(key: string): string {
  const row = secrets.get(key);
  if (row) return row.secret;
  const secret = randomText(24);
  secrets.insert({ id: key, secret });
  return secret;
}

function checkSecretOf(key: string, given: string | null): void {
  const row = secrets.get(key);
  if (!row || !given || row.secret !== given) fail('授权已失效，请重新授权', 401);
}

function openSession(row: Omit<SessionRow, 'id' | 'secret' | 'expiresAt'>): SessionRow {
  const session: SessionRow = { ...row, id: `tk-${randomText(28)}`, secret: randomText(20), expiresAt: Date.now() + SESSION_TTL_MS };
  sessions.insert(session);
  return session;
}

function wxUser(openId: string): WxUserRow {
  const user = wxUsers.get(openId);
  if (!user) fail('用户不存在，请重新授权', 404);
  return user as WxUserRow;
}

function mobileUser(mobile: string): MobileUserRow {
  const existing = mobileUsers.get(mobile);
  if (existing) return existing;
  return mobileUsers.insert({ id: mobile, userId: `M${mobile}`, nickName: `用户${mobile.slice(-4)}` });
}

export const handlers = [
  /** The chat-app authorization (emulator's consent page): issues a one-time ticket for an openId. */
  handle('post', '/wechat-hall/wxAuth/anon/authorize', ({ body }) => {
    required(body.appId, 'appId');
    const openId = required(body.openId, 'openId');
    if (!wxUsers.get(openId)) {
      // Consenting creates the chat-app user, as the real authorization does on first use.
      wxUsers.insert({ id: openId, nickName: '微信用户', headImgUrl: '', hallId: '', mobile: '', userId: `W${randomText(8)}` });
    }
    const ticket = `TK${randomText(16)}`;
    tickets.insert({ id: ticket, openId, expiresAt: Date.now() + TICKET_TTL_MS, used: false });
    return { openId, ticket };
  }),

  /** Ticket check: one use, five minutes, bound to its openId; answers the openId's secret. */
  handle(
    'get',
    '/wechat-hall/login/checkTicket',
    ({ query }) => {
      const openId = required(query.get('openId'), 'openId');
      const ticket = required(query.get('ticket'), 'ticket');
      const row = tickets.get(ticket);
      if (!row || row.openId !== openId || row.used || row.expiresAt < Date.now()) fail('授权票据无效或已过期，请重新授权', 401);
      tickets.update(ticket, { used: true });
      return { ticket, secret: secretOf(`wx:${openId}`) };
    },
    { public: true },
  ),

  handle(
    'get',
    '/wechat-hall/login/checkSecret',
    ({ query }) => {
      const openId = required(query.get('openId'), 'openId');
      checkSecretOf(`wx:${openId}`, query.get('secret'));
      return { valid: true };
    },
    { public: true },
  ),

  handle(
    'get',
    '/wechat-hall/userMessage/findWeChatUserByOpenId',
    ({ query }) => {
      const user = wxUser(required(query.get('openId'), 'openId'));
      return {
        openId: user.id,
        appId: 'wx-demo-appid',
        nickName: user.nickName,
        headImgUrl: user.headImgUrl,
        hallId: user.hallId,
        mobile: user.mobile,
      };
    },
    { public: true },
  ),

  /** Token for a chat-app user. */
  handle<{ openId: string }>(
    'post',
    '/wechat-hall/login/sign/:openId',
    ({ params, query }) => {
      const user = wxUser(params.openId);
      checkSecretOf(`wx:${user.id}`, query.get('secret'));
      const s = openSession({ userId: user.userId, authority: 'openId', openId: user.id, mobile: user.mobile, issuer: ISSUER_WECHAT });
      return {
        token: s.id,
        secret: s.secret,
        issuer: ISSUER_WECHAT,
        userInfo: { nickName: user.nickName, mobile: user.mobile, headImgUrl: user.headImgUrl, hallId: user.hallId },
      };
    },
    { public: true },
  ),

  /** Sends a login SMS code; the emulator shows it on screen instead of texting it. */
  handle(
    'post',
    '/wechat-hall/reg/sendSmsCode',
    ({ body }) => {
      const mobile = required(body.mobile, '手机号');
      if (!MOBILE.test(mobile)) fail('手机号格式不正确');
      const last = smsCodes.get(mobile);
      const waited = last ? (Date.now() - last.sentAt) / 1000 : Infinity;
      if (waited < SMS_RESEND_S) fail(`验证码已发送，请${Math.ceil(SMS_RESEND_S - waited)}秒后再试`);
      const code = randomText(6, '0123456789');
      const row = { id: mobile, code, sentAt: Date.now(), attempts: 0 };
      if (last) smsCodes.update(mobile, row);
      else smsCodes.insert(row);
      return { resendAfter: SMS_RESEND_S, demoCode: code };
    },
    { public: true },
  ),

  /** Checks the SMS code, registers the mobile user if new, answers the mobile secret. */
  handle(
    'get',
    '/wechat-hall/reg/setMobileUser',
    ({ query }) => {
      const mobile = required(query.get('mobile'), '手机号');
      const code = required(query.get('code'), '验证码');
      if (!MOBILE.test(mobile)) return { success: false, message: '手机号格式不正确' };
      const sms = smsCodes.get(mobile);
      if (!sms || sms.sentAt + SMS_TTL_MS < Date.now()) return { success: false, message: '验证码已失效，请重新获取' };
      if (sms.attempts >= SMS_MAX_ATTEMPTS) return { success: false, message: '验证码错误次数过多，请重新获取' };
      if (sms.code !== code) {
        smsCodes.update(mobile, { attempts: sms.attempts + 1 });
        return { success: false, message: '验证码错误，请重新输入' };
      }
      smsCodes.remove(mobile);
      mobileUser(mobile);
      return { success: true, message: '验证成功', secret: secretOf(`m:${mobile}`) };
    },
    { public: true },
  ),

  /** Token for a mobile-number user. */
  handle<{ mobile: string }>(
    'post',
    '/wechat-hall/login/signByPhone/:mobile',
    ({ params, query }) => {
      const mobile = params.mobile;
      checkSecretOf(`m:${mobile}`, query.get('secret'));
      const user = mobileUser(mobile);
      const s = openSession({ userId: user.userId, authority: 'mobile', mobile, issuer: ISSUER_MOBILE });
      return { token: s.id, secret: s.secret, issuer: ISSUER_MOBILE, userInfo: { nickName: user.nickName, mobile } };
    },
    { public: true },
  ),

  /** Partner login: systemCode and route headers, the partner user's id and mobile. */
  handle('get', '/user-center/owSso/anon/tpLogin', ({ query, request }) => {
    if (request.headers.get('systemCode') !== PARTNER_SYSTEM) fail('未知的合作方系统');
    const route = request.headers.get('route') ?? '';
    if (!route.startsWith('/')) fail('缺少来源页面');
    const userId = required(query.get('userId'), '合作方用户');
    const mobile = required(query.get('mobile'), '手机号');
    const partner = partnerUsers.get(userId);
    if (!partner || partner.mobile !== mobile) fail('合作方用户不存在或手机号不匹配', 401);
    const p = partner as PartnerUserRow;
    const s = openSession({ userId: p.userId, authority: 'luluTong', mobile, issuer: PARTNER_SYSTEM });
    return { token: s.id, secret: s.secret, issuer: PARTNER_SYSTEM, userInfo: { nickName: p.nickName, mobile, userid: p.id } };
  }),

  /** Converts the session's external user to the user-centre user. */
  handle('post', '/user-center/extUser/auth/convert', ({ body, requireSession, request }) => {
    const s = requireSession();
    const code = required(body.srcSystemCode, 'srcSystemCode');
    if (code !== s.issuer) fail('来源系统不匹配');
    if (s.authority === 'luluTong') {
      // Partner requests name their user and issuer (docs/spec-rules.md section 6).
      const partner = partnerUsers.find((p) => p.userId === s.userId);
      if (request.headers.get('extId') !== partner?.id || request.headers.get('Issuer') !== PARTNER_SYSTEM)
        fail('合作方请求头缺失或不匹配', 403);
    }
    return { id: s.userId, mobile: s.mobile ?? '' };
  }),

  /** Whether the session's token is valid, and whose it is. */
  handle(
    'get',
    '/wechat-hall/login/checkToken',
    ({ requireSession }) => {
      const s = requireSession();
      return { authority: s.authority, userId: s.userId, mobile: s.mobile, openId: s.openId, issuer: s.issuer };
    },
    { public: true },
  ),

  /**
   * Get auth code (docs/spec-rules.md section 7: openId, userId): the session's own user only; a chat-app
   * session names its openId, any other session none. One use, five minutes on the clock.
   */
  handle('get', '/wechat-hall/login/getAuthCode', ({ query, requireSession }) => {
    const s = requireSession();
    const userId = required(query.get('userId'), 'userId');
    const openId = query.get('openId') ?? '';
    if (userId !== s.userId) fail('用户不匹配', 403);
    if (s.authority === 'openId' ? openId !== s.openId : openId !== '') fail('用户不匹配', 403);
    const authCode = `AC${randomText(24)}`;
    authCodes.insert({
      id: authCode,
      userId,
      openId,
      mobile: s.mobile ?? '',
      issuer: s.issuer ?? '',
      expiresAt: clock.now() + AUTH_CODE_TTL_MS,
      used: false,
    });
    return { authCode, expiresIn: AUTH_CODE_TTL_MS / 1000 };
  }),

  /** What a partner or third-party system calls with the code it was opened with: the user, once. */
  handle('get', '/wechat-hall/login/anon/exchangeAuthCode', ({ query }) => {
    const code = required(query.get('authCode'), 'authCode');
    const row = authCodes.get(code);
    if (!row || row.used || row.expiresAt < clock.now()) fail('授权码无效或已过期');
    authCodes.update(code, { used: true });
    const r = row as AuthCodeRow;
    return { userId: r.userId, openId: r.openId, mobile: r.mobile, issuer: r.issuer };
  }),

  /** Logout of a chat-app user: the session ends; a session that already ended is a 401. */
  handle(
    'post',
    '/wechat-hall/login/logout',
    ({ body, requireSession }) => {
      const openId = required(body.openId, 'openId');
      const s = requireSession();
      if (s.openId && s.openId !== openId) fail('用户不匹配');
      sessions.remove(s.id);
      return { success: true };
    },
    { public: true },
  ),
];

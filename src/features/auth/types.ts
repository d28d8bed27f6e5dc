/** Who is logged in (docs/spec-rules.md section 4): a chat-app user, a mobile-number user, a partner user, or nobody. */
export type Authority = 'openId' | 'mobile' | 'luluTong' | '';

/** The login response of sign, signByPhone and tpLogin (docs/spec-rules.md section 3). */
export interface LoginResult {
  token: string;
  secret: string;
  userInfo?: UserInfo;
  /** Source system code, sent back to convert. */
  issuer?: string;
}

/** User info as the gateway returns it (docs/spec-rules.md section 3). */
export interface UserInfo {
  nickName?: string;
  userName?: string;
  mobile?: string;
  idcard?: string;
  headImgUrl?: string;
  hallId?: string;
  /** The locally stored form carries `userid` (for partners, the partner's user id). */
  userid?: string;
}

/** The chat-app user of findWeChatUserByOpenId. */
export interface WeChatUser extends UserInfo {
  openId: string;
  appId?: string;
}

export interface WxInfo {
  appId: string;
  openId: string;
  hallId: string;
}

/** The uc user of convert (docs/spec-rules.md section 3). */
export interface UcUser {
  id: string;
  mobile: string;
}

/** What the session check answers for a live token. */
export interface TokenInfo {
  authority: Exclude<Authority, ''>;
  userId: string;
  mobile?: string;
  openId?: string;
  issuer?: string;
}

export interface SetMobileUserResult {
  success: boolean;
  message: string;
  /** The mobile secret (validateMobileSecret) signByPhone takes. */
  secret?: string;
}

export interface SmsCodeResult {
  /** Seconds before another code may be sent. */
  resendAfter: number;
  /** Emulator only: the code the emulator "sent", shown on screen. */
  demoCode?: string;
}

/** The partner of a partner-app entry: its name is the thirdParty value. */
export const PARTNER = 'luluTong';
/** The Issuer header and systemCode of the partner (lower-cased name). */
export const PARTNER_ISSUER = 'lulutong';

/** Every call of the login flows; injected so that each branch is tested with fakes. */
export interface AuthServices {
  checkTicket(openId: string, ticket: string): Promise<{ ticket?: string; secret?: string }>;
  checkSecret(openId: string, secret: string): Promise<unknown>;
  findWeChatUser(openId: string): Promise<WeChatUser>;
  signByOpenId(openId: string, secret: string): Promise<LoginResult>;
  signByPhone(mobile: string, secret: string): Promise<LoginResult>;
  convertUser(srcSystemCode: string): Promise<{ id?: string; mobile?: string }>;
  tpLogin(params: { mobile: string; userId: string }, headers: { systemCode: string; route: string }): Promise<LoginResult>;
  validateToken(): Promise<TokenInfo>;
  /** Opens and authenticates the messaging socket (the im feature provides it; a no-op until then). */
  validateSocket(): Promise<void>;
  sendSmsCode(mobile: string): Promise<SmsCodeResult>;
  setMobileUser(mobile: string, code: string): Promise<SetMobileUserResult>;
  logout(openId: string, mobile: string): Promise<unknown>;
}

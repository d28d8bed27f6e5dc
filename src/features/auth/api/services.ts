import type { AuthServices } from '../types';
import { checkSecret } from './check-secret';
import { checkTicket } from './check-ticket';
import { convertUser } from './convert-user';
import { findWeChatUser } from './find-wechat-user';
import { logout } from './logout';
import { sendSmsCode } from './send-sms-code';
import { setMobileUser } from './set-mobile-user';
import { signByOpenId } from './sign-by-open-id';
import { signByPhone } from './sign-by-phone';
import { tpLogin } from './tp-login';
import { validateToken } from './validate-token';

/** The real services over the gateway; `validateSocket` is replaced by the composition when the socket exists. */
export const gatewayAuthServices: AuthServices = {
  checkTicket,
  checkSecret,
  findWeChatUser,
  signByOpenId,
  signByPhone,
  convertUser,
  tpLogin,
  validateToken,
  validateSocket: async () => undefined,
  sendSmsCode,
  setMobileUser,
  logout,
};

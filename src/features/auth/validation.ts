import { GatewayError, MESSAGES } from '@/lib/http/errors';
import type { LoginResult } from './types';

/** Why a login flow stopped before or after a call (docs/spec-rules.md section 5). */
export class AuthRuleError extends Error {
  constructor(
    readonly rule: 'ticket' | 'secret' | 'convert-session' | 'convert-id' | 'partner-user' | 'credentials',
    message: string,
  ) {
    super(message);
    this.name = 'AuthRuleError';
  }
}

/** Ticket validation needs both the ticket and the secret it yields. */
export function requireTicketAndSecret(
  ticket: string | null | undefined,
  secret: string | null | undefined,
): { ticket: string; secret: string } {
  if (!ticket || !secret) throw new AuthRuleError('ticket', 'ticket validation needs ticket and secret');
  return { ticket, secret };
}

/** Secret validation needs both openId and secret. */
export function requireOpenIdAndSecret(
  openId: string | null | undefined,
  secret: string | null | undefined,
): { openId: string; secret: string } {
  if (!openId || !secret) throw new AuthRuleError('secret', 'secret validation needs openId and secret');
  return { openId, secret };
}

/** A login response must hold token and secret; otherwise it is a 401. */
export function checkLoginResponse(res: Partial<LoginResult> | null | undefined): LoginResult & { token: string; secret: string } {
  if (!res || typeof res !== 'object' || !res.token || !res.secret) {
    throw new GatewayError('auth', MESSAGES.expired, { code: 401, status: 401 });
  }
  return res as LoginResult;
}

/** Convert needs the session's token and secret before the call. */
export function requireSessionForConvert(session: { token: string; secret: string } | null): void {
  if (!session?.token || !session.secret) throw new AuthRuleError('convert-session', 'convert needs token and secret in the session');
}

/** The convert response must hold the uc user id. */
export function checkConvertResponse(res: { id?: unknown; mobile?: unknown } | null | undefined): { id: string; mobile: string } {
  if (!res || typeof res !== 'object' || res.id === undefined || res.id === null || res.id === '') {
    throw new AuthRuleError('convert-id', 'convert response without id');
  }
  return { id: String(res.id), mobile: res.mobile == null ? '' : String(res.mobile) };
}

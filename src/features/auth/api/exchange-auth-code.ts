import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

/** Whom an auth code names (what a partner system learns by exchanging it). */
export interface AuthCodeUser {
  userId: string;
  openId: string;
  mobile: string;
  issuer: string;
}

/**
 * The partner's side of a hand-off: exchange the code it was opened with for the user, once
 * (`GET /wechat-hall/login/anon/exchangeAuthCode?authCode`). Only the emulator's stand-in partner
 * page (`#/auth/partnerEntry`) makes this call; a real partner makes it from its own server.
 */
export const exchangeAuthCode = (authCode: string) =>
  gateway.get<AuthCodeUser>('/wechat-hall/login/anon/exchangeAuthCode', { authCode }, { silent: true });

/** A code is good once: the answer is kept for the page's life and never asked again. */
export const exchangeAuthCodeQuery = (authCode: string) =>
  queryOptions({
    queryKey: ['auth', 'exchange-auth-code', authCode] as const,
    queryFn: () => exchangeAuthCode(authCode),
    enabled: Boolean(authCode),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

import { sessions } from '@/mocks/gateway';

/**
 * Starts a logged-in session directly in the emulator and the browser storage, for tests of
 * pages behind the login guard that are not about logging in.
 */
export function startTestSession(opts: { userId?: string; authority?: 'openId' | 'mobile' | 'luluTong'; mobile?: string } = {}) {
  const token = `test-token-${Math.random().toString(36).slice(2)}`;
  const secret = `test-secret-${Math.random().toString(36).slice(2)}`;
  sessions.insert({
    id: token,
    secret,
    userId: opts.userId ?? 'U0001',
    authority: opts.authority ?? 'mobile',
    mobile: opts.mobile ?? '13800138000',
    expiresAt: Date.now() + 3600_000,
  });
  window.sessionStorage.setItem('token', token);
  window.sessionStorage.setItem('secret', secret);
  return { token, secret };
}

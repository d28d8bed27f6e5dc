import { getSession } from '@/lib/storage/storage';
import { useAuthStore } from '../stores/auth-store';

/**
 * Whether someone is logged in on this tab: an authority (whose session a call makes silently when
 * it is missing, docs/auth.md) or a live session (a login whose start has not run yet). Follows the
 * authority as it changes (a login, a logout, an expiry), unlike a look at sessionStorage alone.
 */
export function useSignedIn(): boolean {
  const authority = useAuthStore((s) => s.authority);
  return Boolean(authority) || Boolean(getSession());
}

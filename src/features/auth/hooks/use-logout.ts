import { useCallback, useState } from 'react';
import { confirm, toast } from '@/lib/feedback/feedback';
import { authContext } from '../context';
import { logoutBy, type LogoutOutcome } from '../logout';
import { AUTH_MESSAGES } from '../messages';
import { useAuthStore } from '../stores/auth-store';

/** Asks, logs out by the current authority, and tells how it went. Resolves with the outcome (null when cancelled). */
export function useLogout(): { logout: () => Promise<LogoutOutcome | null>; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const logout = useCallback(async () => {
    const ok = await confirm({ title: '退出登录', content: '确定要退出当前账号吗？', confirmText: '退出', danger: true });
    if (!ok) return null;
    setBusy(true);
    try {
      const { authority, setAuthority } = useAuthStore.getState();
      const outcome = await logoutBy(authContext, authority, setAuthority);
      if (outcome === 'failed') toast.fail(AUTH_MESSAGES.logoutFailed);
      else if (outcome === 'inactive') toast.info(AUTH_MESSAGES.inactive);
      else toast.success('已退出登录');
      return outcome;
    } finally {
      setBusy(false);
    }
  }, []);
  return { logout, busy };
}

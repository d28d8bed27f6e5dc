import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/states';
import { useAppNavigate } from '@/lib/router/navigation';
import { getSession } from '@/lib/storage/storage';
import { paths } from '@/config/routes';
import type { GuardDecision } from '@/features/auth/guard';

export type { GuardDecision };

/** The guard of login routes; the auth feature installs the full one (docs/spec-rules.md section 4). */
export type LoginRouteGuard = (location: { pathname: string; search: string }) => Promise<GuardDecision>;

/** Until auth installs its guard: a session lets the page through, `type=2` too, else /login. */
const basicGuard: LoginRouteGuard = async ({ pathname, search }) => {
  if (getSession()) return { allow: true };
  if (new URLSearchParams(search).get('type') === '2') return { allow: true };
  return { allow: false, to: paths.login({ redirect: pathname + search }) };
};

let activeGuard: LoginRouteGuard = basicGuard;

/** Installs the login-route guard (called once at start by the auth composition). */
export function setLoginRouteGuard(guard: LoginRouteGuard | null): void {
  activeGuard = guard ?? basicGuard;
}

/** docs/spec-rules.md section 9: how long a login route waits for the start (login state) before it gives up. */
export const NAV_INIT_TIMEOUT_MS = 10_000;
export const NAV_INIT_TIMEOUT_MESSAGE = '页面初始化超时，请检查网络后重试';

/**
 * Offline with a session kept in this tab: the page is let through without asking the gateway
 * (nobody can answer; a failure there is never a logout), so that what it showed before stays
 * readable; its calls wait for the network, and the gateway still checks each of them.
 */
function offlineWithSession(): boolean {
  return !onlineManager.isOnline() && Boolean(getSession());
}

function decide(location: { pathname: string; search: string }): Promise<GuardDecision> {
  if (offlineWithSession()) return Promise.resolve({ allow: true });
  return activeGuard(location).then(
    (d) => ('error' in d && offlineWithSession() ? { allow: true } : d),
    (e: unknown) => {
      if (offlineWithSession()) return { allow: true };
      throw e;
    },
  );
}

/** Runs the login-route guard before showing a login route's page. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const go = useAppNavigate();
  const key = location.pathname + location.search;
  const [passed, setPassed] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // Never a spinner without end: after 10 s the page says so and offers a retry.
    const timer = setTimeout(() => live && setTimedOut(key), NAV_INIT_TIMEOUT_MS);
    decide({ pathname: location.pathname, search: location.search })
      .then(
        (d) => {
          if (!live) return;
          if (d.allow) setPassed(key);
          else if ('error' in d) setFailed({ key, message: d.error });
          else go(d.to, { replace: true });
        },
        () => live && go(paths.login({ redirect: key }), { replace: true }),
      )
      .finally(() => clearTimeout(timer));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, location.pathname, location.search, go, attempt]);
  if (passed === key) return <>{children}</>;
  if (failed?.key === key) {
    return (
      <ErrorState
        message={failed.message}
        onRetry={() => {
          setFailed(null);
          setTimedOut(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (timedOut === key) {
    return (
      <ErrorState
        message={NAV_INIT_TIMEOUT_MESSAGE}
        onRetry={() => {
          setTimedOut(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return <LoadingState />;
}

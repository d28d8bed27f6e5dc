import { onlineManager } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/states';
import { useAppNavigate } from '@/lib/router/navigation';
import { STEP_PARAM } from '@/lib/router/step-param';
import { getSession } from '@/lib/storage/storage';
import { holdFirstPage } from '@/lib/hooks/after-load';
import { loginReturningTo, paths } from '@/config/routes';
import type { GuardDecision } from '@/features/auth/guard';

export type { GuardDecision };

/** The guard of login routes; the auth feature installs the full one (docs/spec-rules.md section 4). */
export type LoginRouteGuard = (location: { pathname: string; search: string }) => Promise<GuardDecision>;

/** Until auth installs its guard: a session lets the page through, `type=2` too, else /login. */
const basicGuard: LoginRouteGuard = async (location) => {
  if (getSession()) return { allow: true };
  if (new URLSearchParams(location.search).get('type') === '2') return { allow: true };
  return { allow: false, to: loginReturningTo(location) };
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

function searchWithoutStep(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(STEP_PARAM)) return search;
  params.delete(STEP_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Runs the login-route guard before showing a login route's page. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const go = useAppNavigate();
  // A wizard's step changes the address without leaving the page: it is not asked again, and the
  // page (with every choice made) stays mounted.
  const key = location.pathname + searchWithoutStep(location.search);
  const [passed, setPassed] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The address and the navigation of the moment, read when the key changes: `go` is a new
  // function at every change of the query (it keeps the area parameters), a step's too, and must
  // not make the guard ask again (a messenger user was sent to the login mid-booking).
  const now = useRef({ location, go });
  useEffect(() => {
    now.current = { location, go };
  });
  useEffect(() => {
    const { location, go } = now.current;
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
  }, [key, attempt]);
  // Opened as the first page, the guard's waiting state is not the page: what waits for the first
  // page (afterFirstPage) waits until the page, its error, or the way to the login has committed.
  const release = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    release.current = holdFirstPage();
    return () => release.current?.();
  }, []);
  const decided = passed === key || failed?.key === key || timedOut === key;
  useLayoutEffect(() => {
    if (decided) release.current?.();
  }, [decided]);
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

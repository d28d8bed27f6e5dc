import { useEffect } from 'react';
import { env } from '../config/env';
import { authorizationUrl, passthroughFrom } from '../features/auth/authorization';
import { authContext } from '../features/auth/context';
import { makeLoginGuard, makeSessionRestorer } from '../features/auth/guard';
import { IDLE_LOGOUT_MS, watchIdle } from '../features/auth/idle';
import { logoutBy } from '../features/auth/logout';
import { AUTH_MESSAGES } from '../features/auth/messages';
import { consumedStartParams, MESSENGER_MARKER, runStart, type StartOutcome } from '../features/auth/start-machine';
import { useAuthStore } from '../features/auth/stores/auth-store';
import type { Authority } from '../features/auth/types';
import { toast } from '../lib/feedback/feedback';
import { getSession } from '../lib/storage/storage';
import { setSessionRestorer } from '../lib/http/client';
import { onSessionExpired } from '../lib/http/report';
import { effectiveAreaParams } from '../lib/router/defaults';
import { currentHashRoute, splitTarget, withAreaParams } from '../lib/router/href';
import { clearDebugConsoleStorage } from './debug-console';
import { forgetQueries } from './providers';
import { setLoginRouteGuard } from './routing/login-guard';
import { paths } from '../config/routes';

function hashParts(): { path: string; search: string } {
  const { path, query } = splitTarget(currentHashRoute());
  const qs = query.toString();
  return { path, search: qs ? `?${qs}` : '' };
}

/** Start parameters: the page's own query (where a chat-app authorization returns) and the hash route's. */
function readStartParams(): URLSearchParams {
  const params = new URLSearchParams(window.location.search);
  new URLSearchParams(hashParts().search).forEach((v, k) => params.set(k, v));
  return params;
}

/** Takes consumed login parameters (tickets, secrets, a partner user's mobile) out of the address bar. */
function stripFromAddress(names: string[]): void {
  const url = new URL(window.location.href);
  names.forEach((n) => url.searchParams.delete(n));
  const { path, search } = hashParts();
  const hashQuery = new URLSearchParams(search);
  names.forEach((n) => hashQuery.delete(n));
  const qs = hashQuery.toString();
  url.hash = `#${path}${qs ? `?${qs}` : ''}`;
  if (url.href === window.location.href) return;
  window.history.replaceState(window.history.state, '', url.href);
  // The hash router learns about the replaced address through popstate.
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/** The chat-app authorization for a route: the in-app emulator page, or the configured URL (the browser leaves). */
function authorizationFor(params: URLSearchParams, path: string): string | null {
  const area = effectiveAreaParams(hashParts().search);
  const target = authorizationUrl(passthroughFrom(params, { appId: env.appId, path, ...area }), env.wxAuthUrl);
  if ('external' in target) {
    window.location.assign(target.external);
    return null;
  }
  return withAreaParams(target.internal, area);
}

// The messaging socket (its own chunk, loaded at the first login): the start's "validate the socket"
// step opens it and waits for its authOk; it closes when the session ends.
type ImSocket = typeof import('../features/im/socket/socket');
let imSocket: Promise<ImSocket> | null = null;
authContext.services.validateSocket = async () => {
  imSocket ??= import('../features/im/socket/socket');
  await (await imSocket).connectSocket();
};
let expiredAt = 0;

let current: Promise<StartOutcome> | null = null;
let running = false;
/** The start is clearing the store to run again: the authority it clears is no logout. */
let restarting = false;

/**
 * Runs the start machine (docs/spec-rules.md section 4) with the page's start parameters, or the given ones
 * (the emulator's authorization page hands back openId and ticket this way).
 */
export function startAuth(params: URLSearchParams = readStartParams()): Promise<StartOutcome> {
  if (running && current) return current;
  running = true;
  const store = useAuthStore.getState();
  restarting = true;
  try {
    store.reset();
  } finally {
    restarting = false;
  }
  const consumed = consumedStartParams(params);
  if (consumed.length) stripFromAddress(consumed);
  current = runStart({
    ...authContext,
    userAgent: navigator.userAgent,
    params,
    route: hashParts().path,
    appId: env.appId,
    redirectToAuthorization: () => {
      const internal = authorizationFor(params, params.get('path') || hashParts().path);
      if (internal) window.location.replace(`#${internal}`);
    },
    store,
  })
    .then((outcome) => {
      // Again once settled: a redirect that completed the area parameters may have copied them back.
      if (consumed.length) stripFromAddress(consumed);
      // A refused partner login is said (docs/spec-rules.md section 8), not left as a silent visitor.
      if (outcome.refused) toast.fail(AUTH_MESSAGES.partnerFailed(outcome.refused.message));
      return outcome;
    })
    .finally(() => {
      running = false;
    });
  return current;
}

/**
 * The page's own start, when the app mounts. A visitor's start is deferred until the page is idle
 * (./auth-boot.tsx); a login submitted on the login page meanwhile has made the session already. The
 * start then takes that login's result (settled or still under way) instead of resetting the
 * authority and logging in a second time with the credentials it just stored, which raced the
 * first login and could leave the tab with an authority but no session.
 */
function startOnce(): Promise<StartOutcome> {
  const store = useAuthStore.getState();
  if (!store.loginSubmitted) return startAuth();
  store.setWeChat(MESSENGER_MARKER.test(navigator.userAgent) ? 'weChat' : '');
  store.setInitialised();
  // A login made before this module loaded validated the socket with the stand-in that does nothing:
  // the session's socket opens now (once per session), so that a call or a reply reaches the page.
  if (getSession()) void authContext.services.validateSocket().catch((e: unknown) => console.warn('socket: not opened after login', e));
  current = Promise.resolve({ authority: store.authority, path: 'login', redirected: false, pending: false });
  return current;
}

/** Resolves when the current start has finished (starting one if none ran yet). */
export function authReady(): Promise<StartOutcome> {
  return current ?? startOnce();
}

let startedBeforeRender: Promise<StartOutcome> | null = null;

/**
 * A landing page opened with a login kept on the device starts before the first render
 * (./auth-boot.tsx, docs/performance.md "Landing pages"): the silent login is under way while the
 * page renders, and the start of the app's mount (AuthStart) is that one, not a second.
 */
export function startBeforeRender(): Promise<StartOutcome> {
  startedBeforeRender ??= authReady();
  return startedBeforeRender;
}

/** What the login-route guard and the silent login both work with: the start and the authority. */
const authorityAccess = {
  ...authContext,
  appId: env.appId,
  ready: authReady,
  getAuthority: () => useAuthStore.getState().authority,
  setAuthority: (a: Authority) => useAuthStore.getState().setAuthority(a),
};

/** The login-route guard of docs/spec-rules.md section 4 (installed when this module loads). */
export const loginGuard = makeLoginGuard({
  ...authorityAccess,
  queryOpenId: () => useAuthStore.getState().queryOpenId,
  reauthorize: (location) => authorizationFor(new URLSearchParams(location.search), location.pathname),
});
setLoginRouteGuard(loginGuard);

// A logged-in user whose start met a gateway fault keeps the authority without a session: the
// next call (a page's retry) logs in silently first.
/** The silent login a call runs first (see setSessionRestorer); auth-boot's stand-in hands over to it. */
export const restoreSession = makeSessionRestorer({
  ...authorityAccess,
  route: () => hashParts().path,
});
setSessionRestorer(restoreSession);

// A 401 ended the session: the reporter toasts and goes to /login; the dead token goes here, and
// nobody is shown as logged in until a login (or the next start) says so again.
onSessionExpired(() => {
  expiredAt = Date.now();
  authContext.session.remove('token', 'secret');
  useAuthStore.getState().setAuthority('');
});

// Inside the messenger (the start's weChat flag) the JS-SDK is configured once the page has
// loaded: never on the first screen's critical path, and never outside the messenger.
useAuthStore.subscribe((state, previous) => {
  if (!state.weChat || previous.weChat) return;
  const configure = () =>
    void import('./messenger-setup').then((m) => m.startMessenger()).catch((e: unknown) => console.warn('messenger: set-up not loaded', e));
  if (document.readyState === 'complete') setTimeout(configure, 0);
  else window.addEventListener('load', configure, { once: true });
});

// At logout (or a session that ended) the debug console's own storage goes too.
useAuthStore.subscribe((state, previous) => {
  if (previous.authority && !state.authority) {
    clearDebugConsoleStorage();
    // Logout drops the unsent messages with the other drafts; an expired session keeps them for the next login.
    const expired = Date.now() - expiredAt < 5000;
    void imSocket?.then((m) => m.disconnectSocket({ clearOutbox: !expired }));
    // A logout takes the answers kept in memory with it (a session that ended keeps them for the
    // same citizen's login that follows). A start clearing the store first is no logout: the page
    // already on screen keeps the answers it is being given.
    if (!expired && !restarting) forgetQueries();
  }
});

/** Logs out after long inactivity and says so (`长时间未操作，请重新登录`), then offers login. */
export async function logoutForInactivity(): Promise<void> {
  const { authority, setAuthority } = useAuthStore.getState();
  if (!authority) return;
  const outcome = await logoutBy(authContext, authority, setAuthority);
  if (outcome === 'failed') {
    toast.fail(AUTH_MESSAGES.logoutFailed);
    return;
  }
  toast.info(AUTH_MESSAGES.inactive);
  const here = currentHashRoute();
  if (here.startsWith('/login')) return;
  const target = withAreaParams(paths.login({ redirect: here }), effectiveAreaParams(hashParts().search));
  // Outside the router (this runs from a timer): the same hash navigation the 401 reporter uses.
  window.location.hash = `#${target}`;
}

/** Starts auth when the app mounts, and logs a logged-in user out after long inactivity. */
export function AuthStart({ idleMs = IDLE_LOGOUT_MS }: { idleMs?: number }) {
  const authority = useAuthStore((s) => s.authority);
  useEffect(() => {
    void (startedBeforeRender ?? startOnce());
  }, []);
  useEffect(() => {
    if (!authority) return undefined;
    return watchIdle({ timeoutMs: idleMs, onIdle: () => void logoutForInactivity() });
  }, [authority, idleMs]);
  return null;
}

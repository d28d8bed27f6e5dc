import { lazy, Suspense, useEffect, useState } from 'react';
import { currentHashRoute, splitTarget } from '../lib/router/href';
import { getSession, local } from '../lib/storage/storage';
import { setLoginRouteGuard } from './routing/login-guard';
import { setSessionRestorer } from '../lib/http/client';
import { whenOnline } from '../lib/network/online';
import { KEPT_CREDENTIALS } from '../config/kept-login';
import { holdFirstPage } from '../lib/hooks/after-load';

// The start machine, the login guard and the idle watch (./auth-setup) are not needed to paint
// a visitor's first page. They load at once when there is something to start (login parameters
// in the address, or credentials kept from before), when a login route is opened, and otherwise
// once the page is idle, where the start simply confirms that nobody is logged in.

const START_PARAMS = ['openId', 'ticket', 'secret', 'thirdParty'];
/** How long an anonymous visit waits before the start runs anyway. */
export const IDLE_START_MS = 2000;

type AuthSetup = typeof import('./auth-setup');
let loading: Promise<AuthSetup> | null = null;
function loadAuthSetup(): Promise<AuthSetup> {
  loading ??= import('./auth-setup');
  return loading;
}

/** Whether the start machine has work to do right now. */
export function hasSomethingToStart(): boolean {
  const hashQuery = splitTarget(currentHashRoute()).query;
  const pageQuery = new URLSearchParams(window.location.search);
  if (START_PARAMS.some((k) => hashQuery.has(k) || pageQuery.has(k))) return true;
  if (getSession()) return true;
  return KEPT_CREDENTIALS.some((k) => local.get(k));
}

const bootNow = new Set<() => void>();

// Until the auth code is here, a login route asks for it and waits for its guard.
setLoginRouteGuard(async (location) => {
  bootNow.forEach((go) => go());
  const setup = await loadAuthSetup();
  return setup.loginGuard(location);
});

// With something to start, a call made before the auth code is here (the first page's, once it has
// painted) waits for it and its start, as every later call does: it never goes out without the
// session the start is about to make, to come back as "please log in".
if (hasSomethingToStart()) setSessionRestorer(() => loadAuthSetup().then((m) => m.restoreSession()));

/**
 * A landing page's start (src/main.tsx): with a login to make, it runs now, before the first render,
 * rather than when the app mounts: the page's calls wait for its session (docs/performance.md,
 * "Landing pages"). The start's code was preloaded beside the entry.
 */
export function startBeforeFirstRender(): void {
  if (!hasSomethingToStart()) return;
  // Its calls are what the page waits for: what waits for the first page (the toasts' code, the
  // reporters, the popup) waits for the start too, at most START_HOLD_MS, rather than share the
  // network with them (docs/performance.md, "A kept login").
  const release = holdFirstPage();
  const bound = setTimeout(release, START_HOLD_MS);
  void whenOnline()
    .then(loadAuthSetup)
    .then((m) => m.startBeforeRender())
    .catch(() => undefined)
    .finally(() => {
      clearTimeout(bound);
      release();
    });
}

/** The longest a landing page's start holds back what waits for the first page. */
export const START_HOLD_MS = 10_000;

let startModule: Promise<{ default: AuthSetup['AuthStart'] }> | null = null;
// Offline, the start waits for the network: its code failing to load would take the app down.
const AuthStart = lazy(
  () =>
    (startModule ??= whenOnline()
      .then(loadAuthSetup)
      .then((m) => ({ default: m.AuthStart }))),
);

/**
 * The auth start's component while it loads or once loaded, null before anything asked for it.
 * A test can wait until it has been asked for (tests/tooling/act-guard.test.tsx).
 */
export function authStartModule(): Promise<unknown> | null {
  return startModule;
}

/** Mounts the auth start (and its idle watch) as soon as it has something to do. */
export function AuthBoot() {
  const [on, setOn] = useState(hasSomethingToStart);
  useEffect(() => {
    if (on) return undefined;
    const go = () => setOn(true);
    bootNow.add(go);
    const timer = setTimeout(go, IDLE_START_MS);
    return () => {
      bootNow.delete(go);
      clearTimeout(timer);
    };
  }, [on]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <AuthStart />
    </Suspense>
  );
}

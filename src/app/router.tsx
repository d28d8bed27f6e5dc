import { Activity, lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { LoadingState, WaitingPage } from '../components/states';
import { useNetworkState, useOnline } from '../lib/network/online';
import { isAutomatedWithoutFlag } from './automation-gate';
import { matchRoute, type RouteDef } from '../config/routes';
import { pageOf } from './routing/lazy-pages';
import { LoginGuard } from './routing/login-guard';
import { resolveFixedArea } from '../lib/router/area';
import { rememberedSystem, rememberSystem, storedAreaParams, storeAreaParams } from '../lib/router/defaults';
import { readAreaParams, withAreaParams } from '../lib/router/href';
import { areaCompleted } from './routing/area-completion';
import { afterFirstPage, afterLoad } from '../lib/hooks/after-load';
import { noteNavigation } from '../lib/errors/capture';

// Not part of painting the first page: the door-plate popup rises after two seconds at the
// earliest, a call rings only once the socket of a login is open, and the debug console is for
// support. The popup loads once the first page is on screen and has loaded, so that it never shares
// the network with it (issue 14); the call watcher beside the first page (a call must not ring
// unheard); the debug console when asked for.
const DoorplateRating = lazy(() =>
  afterFirstPage()
    .then(() => afterLoad())
    .then(() => import('../features/rating/doorplate/components/doorplate-rating'))
    .then((m) => ({ default: m.DoorplateRating })),
);
const IncomingCallWatcher = lazy(() =>
  import('../features/im/components/incoming-call-watcher').then((m) => ({ default: m.IncomingCallWatcher })),
);
const debugConsole = () => import('./debug-console');
// Pages no first load of a real page shows: they load when an address needs them.
const NotFound = lazy(() => import('../components/not-found').then((m) => ({ default: m.NotFound })));
const AreaError = lazy(() => import('./area-error').then((m) => ({ default: m.AreaError })));

/**
 * While a page's code loads: the skeleton; offline (its code waits for the network) and just after,
 * the page's title and the network line over the offline notice, then over the skeleton
 * (WaitingPage): a page whose code comes slowly after the network returns still says 网络已恢复.
 */
function PageFallback({ title }: { title: string }) {
  const online = useOnline();
  const network = useNetworkState();
  return online && network === 'online' ? <LoadingState /> : <WaitingPage title={title} />;
}

function RoutePage({ route }: { route: RouteDef }) {
  const Page = pageOf(route);
  const page = (
    <RouteErrorBoundary>
      <Suspense fallback={<PageFallback title={route.title} />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
  return route.login ? <LoginGuard>{page}</LoginGuard> : page;
}

/** Renders one route at a fixed location, so a hidden kept-alive page keeps seeing its own URL. */
function At({ location, route }: { location: Location; route: RouteDef }) {
  return (
    <Routes location={location}>
      <Route path={route.path} element={<RoutePage route={route} />} />
    </Routes>
  );
}

const APP_NAME = '一窗受理';

function Shell() {
  const location = useLocation();
  const kept = useRef(new Map<string, { route: RouteDef; location: Location }>());
  const route = matchRoute(location.pathname);
  const search = new URLSearchParams(location.search);

  useEffect(() => {
    if (route?.name === 'home' || route?.name === 'governmentMap') rememberSystem(route.name);
  }, [route?.name]);
  // The trail of paths an error report carries (docs/contract.md section 9).
  useEffect(() => noteNavigation(location.pathname), [location.pathname]);
  // Every route its own title (screen readers announce it; the tab and history show it).
  const pageTitle = route?.title ?? '页面不存在';
  useEffect(() => {
    document.title = `${pageTitle} - ${APP_NAME}`;
  }, [pageTitle]);

  let areaProblem: string | null = null;
  const fixedArea = search.get('fixedArea');
  const rootArea = search.get('rootArea');
  if (fixedArea && rootArea) {
    try {
      resolveFixedArea(fixedArea, rootArea);
    } catch (e) {
      areaProblem = (e as Error).message;
    }
  }
  useEffect(() => {
    if (fixedArea && rootArea && !areaProblem) storeAreaParams({ fixedArea, rootArea });
  }, [fixedArea, rootArea, areaProblem]);

  // Kept-alive pages stay mounted (hidden) whatever the current location renders, redirects too.
  const current = currentContent(location, route, areaProblem);
  if (route?.keepAlive && current === null) kept.current.set(route.name, { route, location });
  const visible = current === null ? route?.name : undefined;
  const keptPages: ReactNode[] = [];
  for (const [name, entry] of kept.current) {
    keptPages.push(
      <Activity key={name} mode={name === visible ? 'visible' : 'hidden'}>
        <At location={entry.location} route={entry.route} />
      </Activity>,
    );
  }
  const livePage = route && !route.keepAlive ? <At key={route.name} location={location} route={route} /> : null;
  return (
    <>
      {keptPages}
      {/* The not-found and area-error pages load when shown. */}
      {current !== null ? <Suspense fallback={<LoadingState />}>{current}</Suspense> : livePage}
      <Suspense fallback={null}>
        <DoorplateRating />
        <IncomingCallWatcher />
      </Suspense>
    </>
  );
}

/** What the current location renders other than a page: a redirect, not-found or an area error. */
function currentContent(location: Location, route: RouteDef | undefined, areaProblem: string | null): ReactNode | null {
  if (location.pathname === '/' || location.pathname === '') {
    return <Navigate replace to={withAreaParams(`/${rememberedSystem()}${location.search}`, storedAreaParams())} />;
  }
  if (location.pathname === '/debug') {
    const off = new URLSearchParams(location.search).get('off') === '1';
    void debugConsole().then((m) => (off ? m.disableDebugConsole() : m.enableDebugConsole()));
    // `/debug` switches the system too: `?sys=governmentMap` lands there, else the remembered one.
    const asked = new URLSearchParams(location.search).get('sys');
    const system = asked === 'home' || asked === 'governmentMap' ? asked : rememberedSystem();
    return (
      <Navigate replace to={withAreaParams(`/${system}`, { ...storedAreaParams(), ...readAreaParams(location.search), sys: system })} />
    );
  }
  if (!route) return <NotFound />;
  const completed = areaCompleted(location);
  if (completed) return <Navigate replace to={completed} state={location.state} />;
  if (areaProblem) return <AreaError message={areaProblem} />;
  return null;
}

/** The app's hash router: the gate for automated browsers, then the shell. */
export function AppRouter() {
  if (isAutomatedWithoutFlag())
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  return (
    <HashRouter>
      <Shell />
    </HashRouter>
  );
}

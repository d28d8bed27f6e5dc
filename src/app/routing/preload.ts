import { matchRoute } from '@/config/routes';
import { rememberedSystem } from '@/lib/router/defaults';
import { loadTransport } from '@/lib/http/client';
import { firstQueriesOf, loadPage } from './lazy-pages';
import type { FirstQueries } from './page-modules';

/** The route path of a location hash (`#/home?x=1` -> `/home`; empty -> the remembered system). */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path && path !== '/' ? path : `/${rememberedSystem()}`;
}

/**
 * Loads the page of the address being opened (its chunk and, through Vite's preload list, every
 * chunk it imports, in parallel) before the first render, so that the first frame React paints
 * is the page and not a fallback. Resolves when it is in, or failed: a failure is left to the
 * route, which loads again and shows its error.
 */
export function preloadCurrentPage(hash = window.location.hash): Promise<void> {
  const route = matchRoute(hashPath(hash));
  return route ? loadPage(route).catch(() => undefined) : Promise.resolve();
}

/**
 * The first calls of the page being opened (its module's firstQueries, from the address's query),
 * once preloadCurrentPage has brought the page in: main.tsx sends them into the app's query cache
 * before the first render, since a landing page's content is their answer and need not wait for
 * the page to render first (docs/performance.md, "Landing pages"). Failures are the page's own to
 * show: its query is in error, and the page asks again when it mounts.
 */
export function firstQueriesFor(hash = window.location.hash): ReturnType<FirstQueries> {
  const route = matchRoute(hashPath(hash));
  const queries = route && firstQueriesOf(route);
  return queries ? queries(new URLSearchParams(hash.split('?').slice(1).join('?'))) : [];
}

/**
 * The first calls of the page being opened, once its module is in, ready to send: on a landing page
 * that names some, once the client's transport (preloaded beside the entry) is in too, so that main.tsx
 * has them on the wire before React starts (a failed load does not hold the render). A page without
 * first calls does not wait for the transport: its bytes are not on the way of its first paint
 * (docs/performance.md, "Only the pages whose first calls need it").
 */
export async function firstCallsReady(landing: boolean, hash = window.location.hash): Promise<ReturnType<FirstQueries>> {
  const first = firstQueriesFor(hash);
  if (landing && first.length) await loadTransport().catch(() => undefined);
  return first;
}

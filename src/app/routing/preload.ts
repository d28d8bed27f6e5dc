import type { QueryClient } from '@tanstack/react-query';
import { matchRoute } from '@/config/routes';
import { rememberedSystem } from '@/lib/router/defaults';
import { firstQueriesOf, loadPage } from './lazy-pages';

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
 * Sends the first calls of the page being opened (its module's firstQueries, from the address's
 * query) into the app's query cache, once preloadCurrentPage has brought the page in and before
 * the first render: a landing page's content is its calls' answer, which then does not wait for
 * the page to render first (docs/performance.md, "Landing pages"). Failures are the page's own to
 * show: its query is in error, and the page asks again when it mounts.
 */
export function sendFirstQueries(client: QueryClient, hash = window.location.hash): void {
  const route = matchRoute(hashPath(hash));
  const queries = route && firstQueriesOf(route);
  if (!queries) return;
  const query = new URLSearchParams(hash.split('?').slice(1).join('?'));
  for (const options of queries(query)) void client.prefetchQuery(options);
}

import { matchRoute } from '@/config/routes';
import { rememberedSystem } from '@/lib/router/defaults';
import { loaderOf } from './lazy-pages';

/** The route path of a location hash (`#/home?x=1` -> `/home`; empty -> the remembered system). */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path && path !== '/' ? path : `/${rememberedSystem()}`;
}

/**
 * Starts loading the page of the address being opened (its chunk and, through Vite's preload
 * list, every chunk it imports, in parallel) while React renders the shell, instead of when
 * the router first renders the route. A failure is left to the route, which loads again.
 */
export function preloadCurrentPage(hash = window.location.hash): void {
  const route = matchRoute(hashPath(hash));
  const load = route && loaderOf(route);
  if (load) load().catch(() => undefined);
}

import { matchRoute } from '@/config/routes';
import { rememberedSystem } from '@/lib/router/defaults';
import { loadPage } from './lazy-pages';

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

import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { type RouteDef } from '@/config/routes';
import { reloadingOnMissingChunk } from '@/lib/deploy/chunk-reload';
import { whenOnline } from '@/lib/network/online';
import type { FirstQueries, PageModule } from './page-modules';
import { pageModuleOf } from './page-paths';
import * as homePage from '../pages/app/home.page';

/**
 * The pages the entry carries (FRONT_PAGES, page-paths.ts), imported with it: opening one fetches
 * nothing more (issue 14). One loader for each of FRONT_PAGES (tests/app/routes.test.ts).
 */
const front = new Map<string, () => Promise<PageModule>>([['app/home', () => Promise.resolve(homePage)]]);

type PageTable = Record<string, () => Promise<PageModule>>;

/** A table of loaders in a chunk of its own, loaded once; a failed load is forgotten, so a retry fetches it again. */
function tableLoader(load: () => Promise<PageTable>): () => Promise<PageTable> {
  let table: Promise<PageTable> | null = null;
  return () => {
    table ??= whenOnline()
      .then(load)
      .catch((e: unknown) => {
        table = null;
        throw e;
      });
    return table;
  };
}

/** The table of every other page's loader (page-modules.ts), a chunk of its own. */
export const loadPageTable = tableLoader(() => import('./page-modules').then((m) => m.modules));
/** The landing pages' own small table (landing-modules.ts): opened at one, the page table waits. */
const loadLandingTable = tableLoader(() => import('./landing-modules').then((m) => m.landingModules));

/** The loader of a route's page module, or undefined for an under-construction route. */
export function loaderOf(route: RouteDef): (() => Promise<PageModule>) | undefined {
  const path = pageModuleOf(route);
  if (!path) return undefined;
  const here = front.get(route.page);
  if (here) return here;
  return async () => {
    const load = (await (route.landing ? loadLandingTable() : loadPageTable()))[path];
    if (!load) throw new Error(`route ${route.name}: no page module ${route.page}.page.tsx`);
    // Offline, the page waits for the network (its fallback says so) rather than fail to load.
    await whenOnline();
    return load();
  };
}

const cache = new Map<string, LazyExoticComponent<ComponentType> | ComponentType>();

/**
 * Loads a route's page module ahead of its first render (see preloadCurrentPage): once it is in,
 * pageOf gives the page itself, which renders at once instead of suspending for a turn. A
 * suspended first render would show the route's fallback, and React then holds the page back
 * for up to 300 ms after a fallback to avoid a flash (issue 14).
 */
export async function loadPage(route: RouteDef): Promise<void> {
  const load = loaderOf(route);
  if (!load || cache.has(route.name)) return;
  const module = await load();
  if (!cache.has(route.name)) cache.set(route.name, module.default);
  if (module.firstQueries) firstQueries.set(route.name, module.firstQueries);
}

const firstQueries = new Map<string, FirstQueries>();

/** The first calls of a route's page once loadPage has brought it in (page-modules.ts, FirstQueries). */
export function firstQueriesOf(route: RouteDef): FirstQueries | undefined {
  return firstQueries.get(route.name);
}

/**
 * The page component of a route: the page itself when loadPage has brought it in, else a lazy
 * one. A failed chunk load is forgotten, so a retry loads again; a chunk gone after a redeploy
 * reloads the page once first (src/lib/deploy/chunk-reload.ts, docs/deploy.md).
 */
export function pageOf(route: RouteDef): LazyExoticComponent<ComponentType> | ComponentType {
  let page = cache.get(route.name);
  if (!page) {
    // A page still to be built shows the shared notice under the route's own title.
    const load =
      loaderOf(route) ??
      (() =>
        import('@/components/under-construction').then((m): PageModule => ({
          default: () => createElement(m.default, { title: route.title }),
        })));
    page = lazy(
      reloadingOnMissingChunk(() =>
        load().catch((e: unknown) => {
          cache.delete(route.name);
          throw e;
        }),
      ),
    );
    cache.set(route.name, page);
  }
  return page;
}

import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { construction, type RouteDef } from '@/config/routes';

type PageModule = { default: ComponentType };

// Every page module, each its own chunk; the route table names them (`halls/nearby`).
const modules = import.meta.glob<PageModule>('../pages/**/*.page.tsx');

/** The loader of a route's page module, or undefined for an under-construction route. */
export function loaderOf(route: RouteDef): (() => Promise<PageModule>) | undefined {
  if (route.page === construction) return undefined;
  const load = modules[`../pages/${route.page}.page.tsx`];
  if (!load) throw new Error(`route ${route.name}: no page module ${route.page}.page.tsx`);
  return load;
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
  const page = (await load()).default;
  if (!cache.has(route.name)) cache.set(route.name, page);
}

/**
 * The page component of a route: the page itself when loadPage has brought it in, else a lazy
 * one. A failed chunk load is forgotten, so a retry loads again.
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
    page = lazy(() =>
      load().catch((e: unknown) => {
        cache.delete(route.name);
        throw e;
      }),
    );
    cache.set(route.name, page);
  }
  return page;
}

/** Every page module path the glob found (for the test that each one is routed). */
export const pageModulePaths = Object.keys(modules);

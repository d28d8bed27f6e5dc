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

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy page component of a route. A failed chunk load is forgotten, so a retry loads again. */
export function pageOf(route: RouteDef): LazyExoticComponent<ComponentType> {
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

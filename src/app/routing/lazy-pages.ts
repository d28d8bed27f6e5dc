import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { construction, type RouteDef } from '../routes';

const UnderConstruction = lazy(() => import('../../components/under-construction'));
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy page component of a route. A failed chunk load is forgotten, so a retry loads again. */
export function pageOf(route: RouteDef): LazyExoticComponent<ComponentType> {
  if (route.page === construction) return UnderConstruction;
  let page = cache.get(route.name);
  if (!page) {
    const load = route.page;
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

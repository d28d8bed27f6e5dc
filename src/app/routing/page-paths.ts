import { construction, type RouteDef } from '@/config/routes';

/**
 * Pages the entry carries in its own graph (no page table, no chunk of their own to fetch): home,
 * where nearly every visit starts (issue 14). lazy-pages.ts imports each of them; the budget check
 * (scripts/check-budgets.mjs) reads this list without loading the pages.
 */
export const FRONT_PAGES: ReadonlySet<string> = new Set(['app/home']);

/** The module path of a route's page, or undefined for an under-construction route. */
export function pageModuleOf(route: RouteDef): string | undefined {
  return route.page === construction ? undefined : `../pages/${route.page}.page.tsx`;
}

/** Whether the entry carries the route's page (no page table to fetch before the page). */
export function inEntry(route: RouteDef): boolean {
  return FRONT_PAGES.has(route.page);
}

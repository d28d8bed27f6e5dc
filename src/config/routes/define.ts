/** The feature that owns a route (docs/routes.md). */
export type Feature =
  'app' | 'auth' | 'halls' | 'matters' | 'queue' | 'im' | 'robot' | 'rating' | 'cases' | 'agency' | 'express' | 'profile' | 'preview';

/** A page that a later issue builds: the route renders the shared "under construction" page. */
export const construction = 'construction' as const;

/** A query (or `:path`) parameter a page reads: the typed path builder requires or allows it. */
export type ParamSpec = Record<string, 'required' | 'optional'>;

/** One route as its feature file writes it; the route's name is its key. */
export interface RouteSpec {
  /** The page's own title (document.title and the title bar), in Chinese. */
  title: string;
  /** Hash path; `/<name>` when left out. */
  path?: string;
  /** Needs a logged-in user: the login guard runs first. */
  login?: boolean;
  /** Kept alive when left: state, scroll and data survive, effects pause. */
  keepAlive?: boolean;
  /**
   * A page citizens land on (a notice's link, a shared guide, a QR code, the map): its code is
   * preloaded beside the entry and its first calls go before its first render (docs/performance.md).
   */
  landing?: boolean;
  /** Parameters the page reads from its address. */
  params?: ParamSpec;
  /** The page module under `src/app/pages/`, without `.page.tsx` (`halls/nearby`), or `construction`. */
  page: string;
}

/** A route of THE table, as the router and the tests read it. */
export interface RouteDef {
  /** The spec's route name, unchanged: the public contract of shared links. */
  name: string;
  /** Hash path, `/name` (or `/auth/:name`). */
  path: string;
  title: string;
  login: boolean;
  keepAlive: boolean;
  landing: boolean;
  feature: Feature;
  params: ParamSpec;
  /** The page module under `src/app/pages/` (`halls/nearby`), or `construction`. */
  page: string;
}

/** Declares one feature's routes; the object's keys are the spec's route names. */
export function defineRoutes<const T extends Record<string, RouteSpec>>(
  feature: Feature,
  specs: T,
): { [K in keyof T]: T[K] & { feature: Feature } } {
  const out = {} as Record<string, RouteSpec & { feature: Feature }>;
  for (const [name, spec] of Object.entries(specs)) out[name] = { ...spec, feature };
  return out as { [K in keyof T]: T[K] & { feature: Feature } };
}

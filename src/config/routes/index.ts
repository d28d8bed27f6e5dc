import type { ParamSpec, RouteDef, RouteSpec } from './define';
import { agencyRoutes } from './agency';
import { appRoutes } from './app';
import { authRoutes } from './auth';
import { casesRoutes } from './cases';
import { expressRoutes } from './express';
import { hallsRoutes } from './halls';
import { imRoutes } from './im';
import { mattersRoutes } from './matters';
import { previewRoutes } from './preview';
import { profileRoutes } from './profile';
import { queueRoutes } from './queue';
import { ratingRoutes } from './rating';
import { robotRoutes } from './robot';

export { construction, type Feature, type ParamSpec, type RouteDef } from './define';

// One file per feature; a new page touches only its feature's file.
const table = {
  ...appRoutes,
  ...authRoutes,
  ...hallsRoutes,
  ...mattersRoutes,
  ...queueRoutes,
  ...imRoutes,
  ...robotRoutes,
  ...ratingRoutes,
  ...casesRoutes,
  ...agencyRoutes,
  ...expressRoutes,
  ...profileRoutes,
  ...previewRoutes,
};

type Table = typeof table;

/** Every route name of the spec (docs/spec-rules.md section 2). */
export type RouteName = keyof Table;

type Value = string | number | boolean;
type Required<P extends ParamSpec> = { [K in keyof P as P[K] extends 'required' ? K : never]: Value };
type Optional<P extends ParamSpec> = { [K in keyof P as P[K] extends 'optional' ? K : never]?: Value | null };
type ParamsOf<S> = S extends { params: infer P extends ParamSpec } ? Required<P> & Optional<P> : Record<string, never>;
type HasRequired<S> = S extends { params: infer P extends ParamSpec } ? ('required' extends P[keyof P] ? true : false) : false;
type Builder<S> = HasRequired<S> extends true ? (params: ParamsOf<S>) => string : (params?: ParamsOf<S>) => string;

/** THE route table: every route of docs/spec-rules.md section 2. */
export const routes: RouteDef[] = Object.entries(table).map(([name, spec]: [string, RouteSpec & { feature: RouteDef['feature'] }]) => ({
  name,
  path: spec.path ?? `/${name}`,
  title: spec.title,
  login: spec.login ?? false,
  keepAlive: spec.keepAlive ?? false,
  landing: spec.landing ?? false,
  feature: spec.feature,
  params: spec.params ?? {},
  page: spec.page,
}));

const byName = new Map(routes.map((r) => [r.name, r]));

/** The address of a route with its parameters encoded (`/guidelines?matterId=M1`); area parameters are added on navigation. */
export function pathOf(name: RouteName, params: Record<string, Value | null | undefined> = {}): string {
  const route = byName.get(name as string);
  if (!route) throw new Error(`unknown route ${String(name)}`);
  let path = route.path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (path.includes(`:${key}`)) path = path.replace(`:${key}`, encodeURIComponent(String(value)));
    else query.set(key, String(value));
  }
  if (path.includes('/:')) throw new Error(`route ${String(name)} needs its path parameter`);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Typed path builders, one per route: `paths.guidelines({ matterId })`. */
export const paths = Object.fromEntries(
  routes.map((r) => [r.name, (params?: Record<string, Value | null | undefined>) => pathOf(r.name as RouteName, params)]),
) as unknown as {
  [N in RouteName]: Builder<Table[N]>;
};

/** The route of a name, or undefined. */
export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

const matchers = routes.map((r) => ({ route: r, re: new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/?#]+')}$`) }));

/** The route a pathname (`/name`, `/auth/x`) resolves to, or undefined. */
export function matchRoute(pathname: string): RouteDef | undefined {
  return matchers.find((m) => m.re.test(pathname))?.route;
}

/** The login route that comes back to where the user is (path and query) once logged in (docs/auth.md). */
export function loginReturningTo(location: { pathname: string; search: string }): string {
  return paths.login({ redirect: location.pathname + location.search });
}

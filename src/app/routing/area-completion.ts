import type { Location } from 'react-router-dom';
import { matchRoute } from '@/config/routes';
import { AREA_PARAM_KEYS, normalizeAreaCode } from '@/lib/router/area';
import { storedAreaParams } from '@/lib/router/defaults';
import { readAreaParams, withAreaParams } from '@/lib/router/href';

/** Where the URL lacks an area parameter, or carries 120200, the same route with them fixed. */
export function areaCompleted(location: Pick<Location, 'pathname' | 'search'>): string | null {
  const present = readAreaParams(location.search);
  // The two system pages name their own system: `sys` follows them (docs/spec-rules.md section 2).
  const system = location.pathname === '/governmentMap' ? 'governmentMap' : location.pathname === '/home' ? 'home' : null;
  const wrongSystem = system !== null && Boolean(present.sys) && present.sys !== system;
  const needs = AREA_PARAM_KEYS.some((k) => !present[k]) || present.fixedArea === '120200' || wrongSystem;
  if (!needs) return null;
  const query = new URLSearchParams(location.search);
  if (query.get('fixedArea') === '120200') query.set('fixedArea', normalizeAreaCode('120200'));
  if (system) query.set('sys', system);
  const qs = query.toString();
  const stored = storedAreaParams();
  const sys = location.pathname === '/governmentMap' ? 'governmentMap' : location.pathname === '/home' ? 'home' : stored.sys;
  return withAreaParams(location.pathname + (qs ? `?${qs}` : ''), { ...stored, sys });
}

/**
 * Completes the area parameters of the address being opened before the first render (the shell
 * does it for every later address): the first render is then the page, not a redirect to it
 * that a second render, a task later, replaces (issue 14).
 */
export function completeOpeningAddress(): void {
  const hash = window.location.hash.replace(/^#/, '');
  if (!hash.startsWith('/') || hash === '/') return;
  const at = hash.indexOf('?');
  const pathname = at < 0 ? hash : hash.slice(0, at);
  const search = at < 0 ? '' : hash.slice(at);
  if (!matchRoute(pathname)) return;
  const completed = areaCompleted({ pathname, search });
  if (completed) window.history.replaceState(window.history.state, '', `#${completed}`);
}

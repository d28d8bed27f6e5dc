import { render, screen } from '@testing-library/react';
import { App } from '@/app/app';

/**
 * Renders the whole app (real router, real pages) at a hash route, against the emulator.
 * Returns Testing Library's result; act by role and text as a user does.
 */
export function renderApp(route = '/') {
  window.location.hash = `#${route}`;
  const result = render(<App maintenance={false} />);
  return { ...result, screen };
}

/** The current hash route (`/path?query`). */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '');
}

/** The query parameters of the current hash route. */
export function currentQuery(): URLSearchParams {
  const route = currentRoute();
  const i = route.indexOf('?');
  return new URLSearchParams(i < 0 ? '' : route.slice(i + 1));
}

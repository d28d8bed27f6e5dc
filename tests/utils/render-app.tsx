import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
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

/**
 * The whole app with its virtual lists given a size (jsdom lays nothing out, so a conversation's
 * list would render no line): for the chat and call pages.
 */
export function renderAppWithLists(route: string) {
  window.location.hash = `#${route}`;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>{children}</VirtuosoMockContext.Provider>
  );
  const result = render(<App maintenance={false} />, { wrapper });
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

import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach } from 'vitest';
import { App } from '@/app/app';
import { authStartModule } from '@/app/auth-boot';

// The app asks for its auth start (a lazy module) once the visit has been idle two seconds: a
// test that ran that long may end while the module still loads, and React then reports its
// arrival, outside act, during a later test. Let it land first (this runs before the cleanup).
afterEach(async () => {
  const start = authStartModule();
  if (start)
    await act(() =>
      start.then(
        () => undefined,
        () => undefined,
      ),
    );
});

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

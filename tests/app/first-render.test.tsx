import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { findRoute } from '@/config/routes';
import { completeOpeningAddress } from '@/app/routing/area-completion';
import { loadPage, pageOf } from '@/app/routing/lazy-pages';
import { preloadCurrentPage } from '@/app/routing/preload';

/** Whether a component is React.lazy's (it suspends on its first render). */
const isLazy = (c: unknown) => (c as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');

// What the first load does before React's first render (issue 14): the address is complete, the
// page is in: React's first frame is the page.

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('completeOpeningAddress', () => {
  it('adds the area parameters and the system to an address without them, in place', () => {
    const before = window.history.length;
    window.history.replaceState(null, '', '/#/home');
    completeOpeningAddress();
    expect(window.location.hash).toBe('#/home?sys=home&fixedArea=120100&rootArea=120000');
    expect(window.history.length).toBe(before);
  });

  it('keeps what the address says and completes the rest', () => {
    window.history.replaceState(null, '', '/#/guidelines?matterId=M1&fixedArea=120101');
    completeOpeningAddress();
    const query = new URLSearchParams(window.location.hash.split('?')[1]);
    expect(window.location.hash.split('?')[0]).toBe('#/guidelines');
    expect(Object.fromEntries(query)).toMatchObject({ matterId: 'M1', fixedArea: '120101', rootArea: '120000' });
  });

  it('leaves a complete address, an unknown one and the root alone', () => {
    for (const hash of ['#/home?sys=home&fixedArea=120101&rootArea=120000', '#/no-such-page', '#/', '']) {
      window.history.replaceState(null, '', `/${hash}`);
      completeOpeningAddress();
      expect(window.location.hash).toBe(hash);
    }
  });
});

describe('the page of the opening address', () => {
  it('once loaded, is the page itself, which renders without suspending', async () => {
    const route = findRoute('introduce')!;
    await loadPage(route);
    const Page = pageOf(route);
    expect(isLazy(Page)).toBe(false);
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    // No Suspense boundary above: a suspending page would throw here instead of rendering.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('平台介绍');
  });

  it('asked for before it is loaded, stays the lazy one React already has', async () => {
    const route = findRoute('historicalVersions')!;
    const lazyPage = pageOf(route);
    expect(isLazy(lazyPage)).toBe(true);
    await loadPage(route);
    expect(pageOf(route)).toBe(lazyPage);
  });

  it('preloadCurrentPage resolves, whatever the address, and never rejects', async () => {
    await expect(preloadCurrentPage('#/no-such-page')).resolves.toBeUndefined();
    await expect(preloadCurrentPage('#/myInfo')).resolves.toBeUndefined();
    expect(isLazy(pageOf(findRoute('myInfo')!))).toBe(false);
  });
});

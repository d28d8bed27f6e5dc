import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapSource, LANDING_ROUTES } from '../../scripts/vite-plugin-landing';
import { routes } from '@/config/routes';
import { KEPT_CREDENTIALS } from '@/config/kept-login';

// The landing pages' bootstrap (scripts/vite-plugin-landing.ts, docs/performance.md): run as the
// browser runs it, on the address being opened.
const MAP = {
  '/search': ['assets/page-modules-A1.js', 'assets/search.page-B2.js', 'assets/page-shell-C3.css'],
  '/guidelines': ['assets/page-modules-A1.js', 'assets/guidelines.page-D4.js'],
};

const LOGIN = ['assets/auth-setup-E5.js', 'assets/search.page-B2.js', 'assets/flows-F6.js'];

function open(hash: string) {
  window.location.hash = hash;
  new Function(bootstrapSource('/', MAP, LOGIN))();
  return [...document.head.querySelectorAll('link')].map((l) => ({
    rel: l.rel,
    as: l.getAttribute('as'),
    href: l.getAttribute('href'),
    crossOrigin: l.getAttribute('crossorigin'),
  }));
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  window.location.hash = '';
  localStorage.clear();
  sessionStorage.clear();
});

const hrefs = (hash: string) => open(hash).map((l) => l.href);

describe("the landing pages' bootstrap", () => {
  it('preloads the page table, the page and its style sheets of the address opened, whatever its query', () => {
    expect(open('#/search?q=社保&fixedArea=120100')).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/page-modules-A1.js', crossOrigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/search.page-B2.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/page-shell-C3.css', crossOrigin: '' },
    ]);
  });

  it('adds nothing for home or any page that is not a landing page', () => {
    expect(open('#/home')).toEqual([]);
    expect(open('#/mine')).toEqual([]);
    expect(open('')).toEqual([]);
  });

  it("adds the start's code, once each, when a login is kept on the device or a session is open", () => {
    const page = ['/assets/page-modules-A1.js', '/assets/search.page-B2.js', '/assets/page-shell-C3.css'];
    expect(hrefs('#/search')).toEqual(page);
    for (const key of KEPT_CREDENTIALS) {
      localStorage.setItem(key, 'x');
      document.head.querySelectorAll('link').forEach((l) => l.remove());
      expect(hrefs('#/search'), key).toEqual([...page, '/assets/auth-setup-E5.js', '/assets/flows-F6.js']);
      localStorage.clear();
    }
    sessionStorage.setItem('token', 't');
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    expect(hrefs('#/search')).toEqual([...page, '/assets/auth-setup-E5.js', '/assets/flows-F6.js']);
    // Not for home, nor any page that is not a landing page.
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    expect(hrefs('#/home')).toEqual([]);
  });

  it('refuses a file outside assets/', () => {
    expect(() => bootstrapSource('/', { '/search': ['elsewhere/x.js'] })).toThrow(/outside assets/);
    expect(() => bootstrapSource('/', {}, ['elsewhere/x.js'])).toThrow(/outside assets/);
  });

  it('lists only routes of the table', () => {
    const names = new Set(routes.map((r) => r.name));
    for (const name of LANDING_ROUTES) expect(names.has(name), name).toBe(true);
  });
});

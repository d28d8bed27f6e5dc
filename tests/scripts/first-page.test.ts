import { afterEach, describe, expect, it } from 'vitest';
import { firstPageScript } from '../../scripts/vite-plugin-first-page';

const script = firstPageScript(
  ['/home'],
  [
    ['modulepreload', './assets/home.page-A.js'],
    ['modulepreload', './assets/home-kit-B.js'],
    ['preload', './assets/home-kit-C.css', 'style'],
  ],
);

/** Runs index.html's first-page script at an address; returns what it asked for. */
function run(hash: string): string[] {
  window.location.hash = hash;
  new Function(script)();
  return [...document.head.querySelectorAll('link')].map(
    (l) => `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.href}`,
  );
}

describe("index.html's first-page script", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.localStorage.clear();
  });

  it("asks for home's chunks and style beside the entry's when the address opens home", () => {
    const base = new URL('./assets/', document.baseURI).href;
    expect(run('#/home?fixedArea=120100&rootArea=120000&sys=home')).toEqual([
      `modulepreload ${base}home.page-A.js`,
      `modulepreload ${base}home-kit-B.js`,
      `preload:style ${base}home-kit-C.css`,
    ]);
    expect([...document.head.querySelectorAll('link')].every((l) => l.crossOrigin === '')).toBe(true);
  });

  it('an empty address opens the remembered system: home by default, not the map', () => {
    expect(run('')).toHaveLength(3);
    document.head.innerHTML = '';
    window.localStorage.setItem('ow.system', 'governmentMap');
    expect(run('#/')).toEqual([]);
  });

  it('asks for nothing on another page, a longer path included', () => {
    expect(run('#/myInfo')).toEqual([]);
    expect(run('#/homeX')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetOf,
  checkEmulator,
  checkLanding,
  checkRoutes,
  EMULATOR,
  emulatorFiles,
  firstLoadFiles,
  LANDING,
  packageOfModule,
  parseLandingLogin,
  parseLandingMap,
  type Manifest,
} from '../../scripts/lib/budgets.mjs';
import { LANDING_ROUTES } from '../../scripts/vite-plugin-landing';

// A small build: the entry imports react; home and login pages share a list chunk; the
// preview page pulls pdf.js statically (as a mistake would), the map page d3-geo.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['src/home.page.tsx', 'src/login.page.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_list.js': { file: 'assets/list.js', imports: ['_react.js'] },
  '_list.css': { file: 'assets/list.css' },
  '_pdf.js': { file: 'assets/pdf.js' },
  '_geo.js': { file: 'assets/geo.js' },
  'src/home.page.tsx': { file: 'assets/home.js', imports: ['_list.js', '_list.css'] },
  'src/login.page.tsx': { file: 'assets/login.js', imports: ['_list.js', 'src/home.page.tsx'] },
  'src/preview.page.tsx': { file: 'assets/preview.js', imports: ['_pdf.js'] },
  'src/map.page.tsx': { file: 'assets/map.js', imports: ['_geo.js'] },
  'src/page-table.ts': { file: 'assets/page-table.js', imports: ['_react.js'] },
};
const KB = 1024;
const sizes: Record<string, number> = {
  'assets/index.js': 40 * KB,
  'assets/react.js': 60 * KB,
  'assets/list.js': 10 * KB,
  'assets/list.css': 99 * KB,
  'assets/home.js': 5 * KB,
  'assets/login.js': 30 * KB,
  'assets/preview.js': 20 * KB,
  'assets/pdf.js': 150 * KB,
  'assets/map.js': 10 * KB,
  'assets/geo.js': 20 * KB,
  'assets/page-table.js': 8 * KB,
};
const packages: Record<string, string[]> = {
  'assets/pdf.js': ['pdfjs-dist'],
  'assets/geo.js': ['d3-geo'],
  'assets/react.js': ['react', 'react-dom'],
};
const run = (routes: Array<{ name: string; pageKey: string; before?: string[] }>) =>
  checkRoutes({ routes, manifest, gzipBytes: (f) => sizes[f], packagesOf: (f) => packages[f] ?? [] });

describe('route byte budgets', () => {
  it('a first load is the entry graph plus the page graph, JavaScript only, each file once', () => {
    expect(firstLoadFiles(manifest, 'index.html', 'src/login.page.tsx')).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/list.js',
      'assets/login.js',
      'assets/react.js',
    ]);
  });

  it('counts what a page waits for before it loads (the page table), once', () => {
    expect(firstLoadFiles(manifest, 'index.html', 'src/map.page.tsx', ['src/page-table.ts'])).toEqual([
      'assets/geo.js',
      'assets/index.js',
      'assets/map.js',
      'assets/page-table.js',
      'assets/react.js',
    ]);
    const [direct, viaTable] = run([
      { name: 'mine', pageKey: 'src/map.page.tsx' },
      { name: 'mine', pageKey: 'src/map.page.tsx', before: ['src/page-table.ts'] },
    ]);
    expect(viaTable.bytes - direct.bytes).toBe(8 * KB);
  });

  it("counts index.html's classic scripts (not in the manifest) in every first load", () => {
    const [home] = checkRoutes({
      routes: [{ name: 'home', pageKey: 'src/home.page.tsx' }],
      manifest,
      gzipBytes: (f) => sizes[f] ?? 1 * KB,
      packagesOf: () => [],
      always: ['assets/classic.js'],
    });
    expect(home.files).toContain('assets/classic.js');
    expect(home.bytes).toBe(116 * KB);
  });

  it('sums gzip bytes and holds home to 124 KB and other pages to 200 KB', () => {
    const [home, login] = run([
      { name: 'home', pageKey: 'src/home.page.tsx' },
      { name: 'someRoute', pageKey: 'src/login.page.tsx' },
    ]);
    expect(home).toMatchObject({ bytes: 115 * KB, budgetKb: 124, ok: true });
    expect(login).toMatchObject({ bytes: 145 * KB, budgetKb: 200, ok: true });
  });

  it('fails a route over its budget', () => {
    sizes['assets/home.js'] = 52 * KB;
    try {
      const [home] = run([{ name: 'home', pageKey: 'src/home.page.tsx' }]);
      expect(home.kb).toBe(162);
      expect(home.ok).toBe(false);
    } finally {
      sizes['assets/home.js'] = 5 * KB;
    }
  });

  it('gives the named exceptions their own figure', () => {
    expect(budgetOf('previewFile')).toEqual(BUDGETS.exceptions.previewFile);
    expect(budgetOf('governmentMap').kb).toBeGreaterThan(200);
    expect(budgetOf('home').kb).toBe(124);
    expect(budgetOf('myInfo').kb).toBe(200);
  });

  it('fails a route that carries a heavy library it does not use, allows one that uses it', () => {
    const [preview, map, other] = run([
      { name: 'previewFile', pageKey: 'src/preview.page.tsx' },
      { name: 'governmentMap', pageKey: 'src/map.page.tsx' },
      { name: 'mine', pageKey: 'src/map.page.tsx' },
    ]);
    // pdf.js belongs in a dynamic import even on the preview route.
    expect(preview).toMatchObject({ heavy: ['pdf.js'], ok: false });
    expect(map).toMatchObject({ heavy: [], ok: true });
    expect(other).toMatchObject({ heavy: ['d3-geo'], ok: false });
  });

  it('names the npm package of a module id', () => {
    expect(packageOfModule('/r/node_modules/@scope/pkg/es/a.js')).toBe('@scope/pkg');
    expect(packageOfModule('/r/node_modules/.pnpm/x/node_modules/d3-geo/src/a.js')).toBe('d3-geo');
    expect(packageOfModule('/r/src/app/main.tsx')).toBeNull();
  });

  it('counts the emulator apart: what its dynamic entry adds to the entry graph, against its own figure', () => {
    const withEmulator: Manifest = {
      ...manifest,
      'src/mocks/browser.ts': { file: 'assets/browser.js', imports: ['_react.js', '_msw.js', '_msw.css'] },
      '_msw.js': { file: 'assets/msw.js' },
      '_msw.css': { file: 'assets/msw.css' },
    };
    const bytes: Record<string, number> = { ...sizes, 'assets/browser.js': 100 * KB, 'assets/msw.js': 30 * KB, 'assets/msw.css': 5 * KB };
    // React is the entry's already: not the emulator's. CSS is not JavaScript.
    expect(emulatorFiles(withEmulator)).toEqual(['assets/browser.js', 'assets/msw.js']);
    const within = checkEmulator({ manifest: withEmulator, gzipBytes: (f) => bytes[f] });
    expect(within).toMatchObject({ kb: 130, budgetKb: EMULATOR.kb, ok: true });
    bytes['assets/msw.js'] = (EMULATOR.kb - 100) * KB + 1;
    expect(checkEmulator({ manifest: withEmulator, gzipBytes: (f) => bytes[f] }).ok).toBe(false);
    // A real-gateway build's manifest may have no emulator entry at all: nothing to count.
    expect(emulatorFiles(manifest)).toEqual([]);
    // The routes' figures never include it: home's first load is the same with or without.
    const [home] = checkRoutes({
      routes: [{ name: 'home', pageKey: 'src/home.page.tsx' }],
      manifest: withEmulator,
      gzipBytes: (f) => bytes[f],
      packagesOf: () => [],
    });
    expect(home.bytes).toBe(115 * KB);
  });

  it('stops on a page the manifest does not know', () => {
    expect(() => run([{ name: 'x', pageKey: 'src/missing.tsx' }])).toThrow(/no entry for src\/missing.tsx/);
  });
});

describe('landing pages: their budgets and levels of requests', () => {
  // The same small build with a transport (imported by nobody statically) and a page style sheet.
  const build: Manifest = {
    ...manifest,
    'src/transport.ts': { file: 'assets/transport.js', imports: ['_react.js'] },
    'src/map.page.tsx': { file: 'assets/map.js', imports: ['_geo.js'], css: ['assets/map.css'] },
  };
  const bytes = (f: string) => ({ ...sizes, 'assets/transport.js': 12 * KB })[f] ?? 0;
  const landing = { key: 'src/transport.ts', levels: 2, kb: { nearby: 110, myQueue: 200 } };
  const map = { name: 'nearby', path: '/nearby', pageKey: 'src/map.page.tsx', before: ['src/page-table.ts'], firstCalls: true };
  const check = (preloaded: Record<string, string[]>, routes = [map], loginFiles: string[] = []) =>
    checkLanding({ routes, manifest: build, gzipBytes: bytes, preloaded, landing, loginFiles });
  const all = ['assets/page-table.js', 'assets/map.js', 'assets/geo.js', 'assets/map.css', 'assets/transport.js'];

  it('two levels when the bootstrap preloads all the entry does not fetch: table, page, its chunks and style, the transport', () => {
    const [row] = check({ '/nearby': ['assets/page-table.js', 'assets/map.js', 'assets/geo.js', 'assets/map.css', 'assets/transport.js'] });
    expect(row).toMatchObject({ levels: 2, late: [] });
    // entry 40 + react 60 + table 8 + map 10 + geo 20 + transport 12: JavaScript only.
    expect(row.kb).toBe(150);
    expect(row.ok).toBe(false);
    expect(
      check({ '/nearby': ['assets/page-table.js', 'assets/map.js', 'assets/geo.js', 'assets/map.css', 'assets/transport.js'] }, [
        { ...map, name: 'myQueue' },
      ])[0].ok,
    ).toBe(true);
  });

  it('a file the bootstrap leaves out (a chunk, a style sheet, the transport) is a third level, named', () => {
    const [row] = check({ '/nearby': ['assets/page-table.js', 'assets/map.js'] }, [{ ...map, name: 'myQueue' }]);
    expect(row).toMatchObject({ levels: 3, late: ['assets/geo.js', 'assets/map.css', 'assets/transport.js'], ok: false });
    expect(check({}, [{ ...map, name: 'myQueue' }])[0].late).toHaveLength(5);
  });

  it('a page without first calls renders without the transport: not counted, and preloading it fails', () => {
    const plain = { ...map, firstCalls: false };
    const [row] = check({ '/nearby': all.slice(0, 4) }, [plain]);
    // entry 40 + react 60 + table 8 + map 10 + geo 20, without the transport's 12.
    expect(row).toMatchObject({ kb: 138, levels: 2, late: [], extra: [] });
    const [wasteful] = check({ '/nearby': all }, [{ ...plain, name: 'myQueue' }]);
    expect(wasteful).toMatchObject({ extra: ['assets/transport.js'], ok: false });
  });

  it("a page behind the login counts the transport, which the bootstrap adds with a kept login's start", () => {
    const gated = { ...map, name: 'myQueue', firstCalls: false, login: true };
    const [row] = check({ '/nearby': all.slice(0, 4) }, [gated], ['assets/start.js', 'assets/transport.js']);
    expect(row).toMatchObject({ kb: 150, levels: 2, late: [], extra: [], ok: true });
    // Without the transport in the kept login's files it waits for code to ask for it.
    expect(check({ '/nearby': all.slice(0, 4) }, [gated], ['assets/start.js'])[0]).toMatchObject({
      levels: 3,
      late: ['assets/transport.js'],
      ok: false,
    });
  });

  it('a page without a budget of its own fails', () => {
    const [row] = check({ '/x': [] }, [{ ...map, name: 'x', path: '/x' }]);
    expect(row.ok).toBe(false);
  });

  it("reads the built bootstrap's table and its kept login's files", () => {
    const source = `(function(){var m={"/search":["page-modules-A1.js","search.page-B2.js"],"/guidelines":["g.css"]},a=["auth-setup-C3.js","axios-D4.js"],k=["openId"],r=m[location.hash.slice(1).split('?')[0]];})();`;
    expect(parseLandingMap(source)).toEqual({
      '/search': ['assets/page-modules-A1.js', 'assets/search.page-B2.js'],
      '/guidelines': ['assets/g.css'],
    });
    expect(parseLandingLogin(source)).toEqual(['assets/auth-setup-C3.js', 'assets/axios-D4.js']);
    expect(() => parseLandingMap('(function(){})();')).toThrow(/no table/);
    expect(() => parseLandingLogin('(function(){})();')).toThrow(/start's files/);
  });

  it('every landing page has its budget, within two levels', () => {
    expect(LANDING.levels).toBe(2);
    expect(Object.keys(LANDING.kb).sort()).toEqual([...LANDING_ROUTES].sort());
  });
});

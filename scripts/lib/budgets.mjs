// Byte budgets per route (issue 14): the first-load JavaScript of each route, computed from the
// build manifest. Pure functions; scripts/check-budgets.mjs feeds them the build and the routes.

/** Budgets in KB (1024 bytes) of gzip-compressed JavaScript. */
export const BUDGETS = {
  // Home: 120 KB, the target of issue 14. A route's figure is its first load with a real gateway
  // configured: the entry's static graph and the page's (and the page table's, for a page whose
  // loader the entry does not carry: src/app/routing/lazy-pages.ts). The emulator is a dynamic
  // import of the entry, never in that graph, so an emulator build (as `npm test` builds it) gives
  // the same figure; the emulator's own chunks are counted apart (EMULATOR below). Home is in the
  // entry's graph (page-paths.ts, FRONT_PAGES), and that graph is one chunk (firstLoadPlugin in
  // scripts/vite-plugin-serve.ts): its first load is 116.8 KB, in either build. Before: 157.3
  // (axios, the signing and MD5 moved to the first call, src/lib/http/gateway-axios.ts), 131.7 (the
  // shell's modules in one chunk), 130.1 (the page table left the entry: 122.0), then the drafts'
  // IndexedDB code went to the forms that keep drafts (120.9), the configuration is read at build
  // time (scripts/vite-plugin-env.ts), react-router's production build is used (119.7), and one
  // chunk instead of eight spares their seams. The libraries it keeps are 89.9 KB of it (gzip -9 of
  // each alone, minified: React DOM with React 66.1, the router 13.8, TanStack Query 10.0).
  // 120 -> 123 (issue 37): every first load also fetches the landing pages' bootstrap (2.5 KB,
  // scripts/vite-plugin-landing.ts), an async script beside the entry that preloads nothing for
  // home and holds nothing up; it spares the other landing pages a level of requests
  // (docs/performance.md). Home without it: 119.9.
  // 123 -> 124 (issue 37): 122.8 -> 123.4 for the landing pages' calls before their first render
  // (docs/performance.md, "Their calls before their first render"): the entry decides at start
  // whether the page opened is a landing page (a flag of the route table), loads the transport, sends
  // the page's first calls and a kept login's start before React starts (0.4 KB), and the bootstrap
  // lists the start's files for a kept login (0.2 KB). Home itself does none of it.
  home: 124,
  default: 200,
  /**
   * Named exceptions, each with its own figure and why. Routes not built yet keep their
   * exception so the page that lands there has a budget waiting.
   */
  exceptions: {
    previewFile: {
      kb: 230,
      why: 'the preview viewers (image zoom, video player) load with the page; pdf.js and docx-preview load when a file needs them',
    },
    governmentMap: { kb: 260, why: 'the map (d3-geo and the district shapes)' },
    map3d: { kb: 300, why: 'the 3D hall map' },
    hallInnerMap: { kb: 260, why: 'the hall floor map' },
    mapGuide: { kb: 260, why: 'the map guide' },
    oicq: { kb: 280, why: 'the video call (WebRTC) and the socket' },
    oicqContent: { kb: 280, why: 'the video call (WebRTC) and the socket' },
    virtualHumanPage: { kb: 280, why: 'the virtual human video' },
  },
};

/**
 * The pages citizens land on (issue 37, docs/performance.md): their own budgets, as home has one.
 * A landing page's first load is the entry's graph, the page table, the page's graph and the
 * client's transport (axios and the signing) where the page's first calls go before its first
 * render or the page is behind the login (checkLanding), all in at most `levels` levels of
 * requests after index.html: the entry and the bootstrap, then what the bootstrap preloads. A file
 * of the first load that neither the entry nor the bootstrap fetches waits for code to ask for it:
 * a third level. Each figure is the one measured when it was set (2026-11-28, rounded up), plus
 * 3 KB. The transport is 24.5 KB of a page that carries it (axios 20.6); home does without it until
 * its first call, after its first paint. Set again 2026-11-29 (measured, rounded up, plus 3 KB):
 * search, the preview and 预约详情 render without the transport (no first calls, no login guard),
 * 投诉建议 names its first call (the subjects) and carries it, and every landing page takes its loader
 * from the landing pages' own table instead of the page table (5.2 KB less): from 132.2 KB (search,
 * was 161.5) to 236.5 (oicqContent, was 241.2). 投诉建议 since: no first call (its largest paint is its
 * own text), and its first screen without the wizard's code (130.6 KB, was 197.5).
 */
export const LANDING = {
  key: 'src/lib/http/gateway-axios.ts',
  levels: 2,
  kb: {
    guidelines: 168,
    understandCard: 161,
    search: 136,
    findTheLobby: 167,
    governmentMap: 199,
    lntroductionhall: 168,
    hallIntroPortal: 168,
    windowActual: 159,
    complaint: 134,
    previewFile: 188,
    myQueue: 161,
    appointmentDetails: 152,
    officeInfolist: 160,
    oicqContent: 240,
    certificate: 175,
  },
};

/**
 * The landing bootstrap's table (dist/assets/landing-*.js, scripts/vite-plugin-landing.ts): the
 * files it preloads for each route path, as paths under assets/.
 */
export function parseLandingMap(source) {
  const m = /var m=(\{.*?\}),a=/.exec(source);
  if (!m) throw new Error('the landing bootstrap has no table');
  return Object.fromEntries(Object.entries(JSON.parse(m[1])).map(([path, list]) => [path, list.map((f) => `assets/${f}`)]));
}

/** The files the landing bootstrap adds for a login kept on the device (the start's and the transport's). */
export function parseLandingLogin(source) {
  const m = /,a=(\[.*?\]),k=/.exec(source);
  if (!m) throw new Error("the landing bootstrap has no list of the start's files");
  return JSON.parse(m[1]).map((f) => `assets/${f}`);
}

/** A manifest chunk's files: its JavaScript and its style sheets, with those of its static imports. */
function filesWithCss(manifest, keys) {
  return [...new Set([...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]))];
}

/**
 * Checks each landing page: its first load's JavaScript against its budget, and how many levels of
 * requests it takes after index.html (1: all in the entry's graph; 2: the rest preloaded by the
 * bootstrap; 3: some file waits for code to ask for it, listed in `late`). The transport (axios,
 * the signing) is part of the first load of a page whose first calls go before its first render
 * (`firstCalls`) and of a page behind the login (`login`: a kept login's silent login is three
 * calls, and the bootstrap adds the transport with the start's files, `loginFiles`); any other
 * page renders without it. A file the bootstrap preloads that the first load does not fetch is
 * listed in `extra` and fails: its bytes would be on the way of the first paint for nothing.
 * @param {object} o
 * @param {Array<{ name: string, path: string, pageKey: string, before?: string[], firstCalls?: boolean, login?: boolean }>} o.routes  the landing routes
 * @param {Record<string, string[]>} o.preloaded  the bootstrap's files per route path
 * @param {string[]} [o.loginFiles]  the bootstrap's files for a kept login
 */
export function checkLanding({
  routes,
  manifest,
  gzipBytes,
  preloaded,
  loginFiles = [],
  entryKey = 'index.html',
  landing = LANDING,
  always = [],
}) {
  const entry = new Set(filesWithCss(manifest, staticClosure(manifest, entryKey)));
  return routes.map(({ name, path, pageKey, before = [], firstCalls = false, login = false }) => {
    const keys = staticClosure(manifest, entryKey);
    for (const key of [...before, pageKey, ...(firstCalls || login ? [landing.key] : [])]) staticClosure(manifest, key, keys);
    const files = filesWithCss(manifest, keys);
    const js = [...new Set([...files.filter((f) => f.endsWith('.js')), ...always])].sort();
    const kb = js.reduce((sum, f) => sum + gzipBytes(f), 0) / 1024;
    const listed = preloaded[path] ?? [];
    const early = new Set([...listed, ...(login ? loginFiles : [])]);
    const late = files.filter((f) => !entry.has(f) && !early.has(f)).sort();
    const extra = listed.filter((f) => !files.includes(f)).sort();
    const levels = late.length ? 3 : files.every((f) => entry.has(f)) ? 1 : 2;
    const budgetKb = landing.kb[name];
    return {
      name,
      kb,
      budgetKb,
      levels,
      late,
      extra,
      ok: budgetKb !== undefined && kb <= budgetKb && levels <= landing.levels && !extra.length,
    };
  });
}

/**
 * The gateway emulator of an emulator build (the demo): the chunks its dynamic entry
 * (src/mocks/browser.ts) adds to the entry's graph, loaded beside the first page and absent when a
 * real gateway is configured. Its own figure, as a route's: msw (its cookie jar left out by
 * cookielessEmulatorPlugin, scripts/vite-plugin-serve.ts), the tables, seeds and handlers.
 * 142 KB since issue 33 (140.1 measured): the same core now also runs the gateway server, and
 * carries its seams (row-level changes, the row index, volatile tables, the staff's call).
 * 148 KB since issues 34 and 35 (144.9 measured): it makes the 服务通知 (one notify rule, booking
 * reminders on its clock, the SMS outbox, one-time subscribe consents) and takes the error reports.
 * 153 KB since issue 34 item 6 (150.0 measured): complaint work orders (docs/complaints.md), the
 * citizen's visits gathered, the stages on its clock with their sentences, per-area deadlines.
 */
export const EMULATOR = {
  key: 'src/mocks/browser.ts',
  kb: 153,
  why: "the demo's gateway emulator (msw without a cookie jar, the tables, seeds and handlers); absent with a real gateway",
};

/**
 * Heavy libraries and the only routes whose first load may contain them. Everywhere else they
 * must come, if at all, through a dynamic import when used.
 */
export const HEAVY = [
  { lib: 'pdf.js', packages: ['pdfjs-dist'], routes: [] },
  { lib: 'docx-preview', packages: ['docx-preview', 'jszip'], routes: [] },
  {
    lib: 'd3-geo',
    packages: ['d3-geo', 'd3-array', 'topojson-client'],
    // dataStatistics: d3-array comes there with visx's d3-scale (the charts), not with d3-geo.
    routes: ['governmentMap', 'map3d', 'hallInnerMap', 'mapGuide', 'nearby', 'findTheLobby', 'dataStatistics'],
  },
  {
    lib: 'charts',
    packages: [
      'echarts',
      'zrender',
      'chart.js',
      '@antv/g2',
      '@antv/f2',
      'recharts',
      '@visx/shape',
      '@visx/axis',
      '@visx/scale',
      'd3-scale',
      'd3-shape',
    ],
    routes: ['dataStatistics'],
  },
  {
    lib: 'socket',
    packages: ['socket.io-client', 'engine.io-client', '@stomp/stompjs', 'sockjs-client'],
    routes: ['oicq', 'oicqContent', 'consult', 'myconsult', 'robotChat'],
  },
  {
    lib: 'WebRTC',
    packages: ['simple-peer', 'webrtc-adapter', 'peerjs', 'trtc-js-sdk', 'trtc-sdk-v5'],
    routes: ['oicq', 'oicqContent', 'virtualHumanPage'],
  },
  { lib: 'vConsole', packages: ['vconsole'], routes: [] },
  { lib: 'the emulator', packages: ['msw', '@mswjs/interceptors'], routes: [] },
];

/** The budget of a route in KB, and where it comes from. */
export function budgetOf(name, budgets = BUDGETS) {
  const exception = budgets.exceptions[name];
  if (exception) return { kb: exception.kb, why: exception.why };
  if (name in budgets && name !== 'default' && name !== 'exceptions') return { kb: budgets[name], why: '' };
  return { kb: budgets.default, why: '' };
}

/** Manifest keys reachable from `key` through static imports (the key included). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`build manifest has no entry for ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * The JavaScript files a first load of the route fetches: the HTML entry's static graph and
 * the route page's static graph (the page itself is a dynamic import of the entry), with the
 * static graphs of what must load before the page (`before`: the page table, for a page whose
 * loader the entry does not carry).
 */
export function firstLoadFiles(manifest, entryKey, pageKey, before = []) {
  const keys = staticClosure(manifest, entryKey);
  for (const key of [...before, pageKey]) staticClosure(manifest, key, keys);
  return [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))].sort();
}

/**
 * The JavaScript files the emulator adds to a first load: its dynamic entry's static graph less
 * the HTML entry's (those every page loads anyway). Empty when the build has no emulator.
 */
export function emulatorFiles(manifest, entryKey = 'index.html', emulatorKey = EMULATOR.key) {
  if (!manifest[emulatorKey]) return [];
  const app = new Set([...staticClosure(manifest, entryKey)].map((k) => manifest[k].file));
  return [...new Set([...staticClosure(manifest, emulatorKey)].map((k) => manifest[k].file))]
    .filter((f) => f.endsWith('.js') && !app.has(f))
    .sort();
}

/** The emulator's figure against its budget. */
export function checkEmulator({ manifest, gzipBytes, entryKey = 'index.html', emulator = EMULATOR }) {
  const files = emulatorFiles(manifest, entryKey, emulator.key);
  const bytes = files.reduce((sum, f) => sum + gzipBytes(f), 0);
  const kb = bytes / 1024;
  return { name: 'emulator', files, bytes, kb, budgetKb: emulator.kb, why: emulator.why, ok: kb <= emulator.kb };
}

/**
 * Checks every route.
 * @param {object} o
 * @param {Array<{ name: string, pageKey: string, before?: string[] }>} o.routes  each route with its page's manifest
 *   key, and the keys of dynamic imports its page waits for (the page table)
 * @param {Record<string, { file: string, imports?: string[] }>} o.manifest
 * @param {(file: string) => number} o.gzipBytes  gzip size of a built file
 * @param {(file: string) => string[]} o.packagesOf  npm packages bundled in a built file
 * @param {string} [o.entryKey]
 * @param {string[]} [o.always]  files every first load fetches that the manifest does not name (index.html's
 *   classic scripts)
 */
export function checkRoutes({
  routes,
  manifest,
  gzipBytes,
  packagesOf,
  entryKey = 'index.html',
  budgets = BUDGETS,
  heavy = HEAVY,
  always = [],
}) {
  return routes.map(({ name, pageKey, before = [] }) => {
    const files = [...new Set([...firstLoadFiles(manifest, entryKey, pageKey, before), ...always])].sort();
    const bytes = files.reduce((sum, f) => sum + gzipBytes(f), 0);
    const budget = budgetOf(name, budgets);
    const packages = new Set(files.flatMap((f) => packagesOf(f)));
    const heavyFound = heavy.filter((h) => !h.routes.includes(name) && h.packages.some((p) => packages.has(p))).map((h) => h.lib);
    const kb = bytes / 1024;
    return {
      name,
      pageKey,
      files,
      bytes,
      kb,
      budgetKb: budget.kb,
      why: budget.why,
      heavy: heavyFound,
      ok: kb <= budget.kb && heavyFound.length === 0,
    };
  });
}

/** The npm package of a module id (`/x/node_modules/@scope/pkg/file.js` -> `@scope/pkg`), or null. */
export function packageOfModule(id) {
  const m = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replace(/\\/g, '/'));
  return m ? m[1] : null;
}

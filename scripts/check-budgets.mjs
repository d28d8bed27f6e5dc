// Byte budget of every route (issue 14), run by `npm test` after the build:
//   npm run check:budgets            (reads dist/; `npm run build` first)
//   npm run check:budgets -- --json
// Walks the route table (src/config/routes, loaded through Vite as the app sees it), finds each
// route's page module (src/app/routing/lazy-pages.ts) in the build manifest and sums the gzip size (zlib level 9, deterministic) of
// the JavaScript its first load fetches: the entry's static graph plus the page's. Fails when a
// route passes its budget (scripts/lib/budgets.mjs) or a heavy library enters a route that
// does not use it. A route's figure is its first load with a real gateway configured (the emulator
// is a dynamic import, outside the entry's static graph); in an emulator build the emulator's own
// chunks are summed apart against their own figure. Bytes, not time: the same build gives the
// same figures on any machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { checkEmulator, checkLanding, checkRoutes, LANDING, parseLandingLogin, parseLandingMap } from './lib/budgets.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(repo, 'dist');
const json = process.argv.includes('--json');
const UNDER_CONSTRUCTION = 'src/components/under-construction.tsx';

for (const f of ['.vite/manifest.json', '.vite/chunk-packages.json']) {
  if (!existsSync(join(dist, f))) {
    console.error(`dist/${f} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// The manifest names a module only where it is a chunk's facade: a module the build put in a chunk
// with others (a landing page's, the transport's: scripts/vite-plugin-landing-chunks.ts) is found by
// the chunk that holds it.
const grouped = existsSync(join(dist, '.vite/grouped-modules.json'))
  ? JSON.parse(readFileSync(join(dist, '.vite/grouped-modules.json'), 'utf8'))
  : {};
const keyOf = (module) => {
  if (manifest[module] || !grouped[module]) return module;
  const file = `assets/${grouped[module].replace(/^assets\//, '')}`;
  return Object.keys(manifest).find((k) => manifest[k].file === file) ?? module;
};
const chunkPackages = JSON.parse(readFileSync(join(dist, '.vite/chunk-packages.json'), 'utf8'));

// The route table as the app builds it (however it is split into files).
const server = await createServer({
  root: repo,
  configFile: join(repo, 'vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let table;
let pages;
let landingRoutes;
try {
  table = await server.ssrLoadModule('/src/config/routes/index.ts');
  ({ LANDING_ROUTES: landingRoutes } = await server.ssrLoadModule('/scripts/vite-plugin-landing.ts'));
  // The app's own route -> page module mapping (the one the router's loaders use).
  pages = await server.ssrLoadModule('/src/app/routing/page-paths.ts');
} finally {
  await server.close();
}

// A page whose loader the entry does not carry waits for the page table (lazy-pages.ts), a chunk of
// its own: its first load counts it.
const PAGE_TABLE = 'src/app/routing/page-modules.ts';
// A landing page's loader is in the landing pages' own small table (landing-modules.ts), not the page table.
const LANDING_TABLE = 'src/app/routing/landing-modules.ts';
for (const table of [PAGE_TABLE, LANDING_TABLE])
  if (!manifest[table]) throw new Error(`the build manifest has no ${table}: is the table still a chunk of its own?`);
const routes = table.routes.map((route) => {
  const module = pages.pageModuleOf(route);
  if (!module) return { name: route.name, pageKey: UNDER_CONSTRUCTION };
  // A front page is in the entry's own chunk: its first load is the entry's.
  if (pages.inEntry(route)) return { name: route.name, pageKey: 'index.html' };
  const pageKey = keyOf(`src/app/${module.replace(/^\.\.\//, '')}`);
  if (!manifest[pageKey]) throw new Error(`route ${route.name}: the build manifest has no page module ${pageKey}`);
  return { name: route.name, pageKey, before: [route.landing ? LANDING_TABLE : PAGE_TABLE] };
});

const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
// index.html's classic scripts (none today) are not in the manifest; every first load fetches them.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const always = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
const rows = checkRoutes({ routes, manifest, gzipBytes, packagesOf: (file) => chunkPackages[file] ?? [], always });
// An emulator build's emulator, apart from the routes (a real-gateway build has none to count).
const emulator = checkEmulator({ manifest, gzipBytes });
// The landing pages: their own budgets (with the transport their first call needs) and levels.
const bootstrap = readdirSync(join(dist, 'assets')).find((f) => /^landing-[\w-]+\.js$/.test(f));
if (!bootstrap)
  throw new Error('dist/assets has no landing bootstrap (scripts/vite-plugin-landing.ts): was it built with OW_LANDING_PRELOAD=off?');
const bootstrapSource = readFileSync(join(dist, 'assets', bootstrap), 'utf8');
const preloaded = parseLandingMap(bootstrapSource);
// A page's first calls are its module's `firstQueries` export (src/app/routing/page-modules.ts), read
// from its source: the bootstrap reads the built chunk's exports, this check the code as written.
const namesFirstCalls = (page) =>
  /export (const|function|async function) firstQueries\b/.test(readFileSync(join(repo, 'src/app/pages', `${page}.page.tsx`), 'utf8'));
const missingBudget = landingRoutes.filter((n) => !(n in LANDING.kb));
if (missingBudget.length)
  throw new Error(`landing pages without a budget in scripts/lib/budgets.mjs (LANDING.kb): ${missingBudget.join(', ')}`);
const landing = checkLanding({
  routes: landingRoutes.map((n) => {
    const route = table.routes.find((r) => r.name === n);
    return {
      ...routes.find((r) => r.name === n),
      path: route.path,
      firstCalls: namesFirstCalls(route.page),
      login: Boolean(route.login),
    };
  }),
  manifest,
  gzipBytes,
  preloaded,
  loginFiles: parseLandingLogin(bootstrapSource),
  always,
  landing: { ...LANDING, key: keyOf(LANDING.key) },
});
const failed = [...rows, ...(emulator.files.length ? [emulator] : []), ...landing].filter((r) => !r.ok);

if (json) {
  console.log(
    JSON.stringify(
      {
        routes: rows.map(({ files, ...r }) => ({ ...r, kb: +r.kb.toFixed(1), files: files.length })),
        emulator: { ...emulator, kb: +emulator.kb.toFixed(1), files: emulator.files.length },
        landing: landing.map((r) => ({ ...r, kb: +r.kb.toFixed(1) })),
      },
      null,
      2,
    ),
  );
} else {
  // One line per distinct page; construction routes share one line.
  const construction = rows.filter((r) => r.pageKey === UNDER_CONSTRUCTION);
  const shown = rows.filter((r) => r.pageKey !== UNDER_CONSTRUCTION || !r.ok || r.why);
  console.log('First-load JavaScript per route (gzip -9, KB), from dist/.vite/manifest.json:');
  for (const r of shown.sort((a, b) => b.kb - a.kb)) {
    const flag = r.ok ? 'ok  ' : 'OVER';
    const heavy = r.heavy.length ? `  heavy: ${r.heavy.join(', ')}` : '';
    console.log(
      `  ${flag} ${r.kb.toFixed(1).padStart(6)} / ${String(r.budgetKb).padStart(3)}  ${r.name}${r.why ? ` (${r.why})` : ''}${heavy}`,
    );
  }
  const c = construction.filter((r) => r.ok && !r.why);
  if (c.length)
    console.log(
      `  ok   ${c[0].kb.toFixed(1).padStart(6)} / ${String(c[0].budgetKb).padStart(3)}  ${c.length} routes with the under-construction page`,
    );
  if (emulator.files.length) {
    console.log(
      `\nThe emulator (not in any route's figure): ${emulator.ok ? 'ok  ' : 'OVER'} ${emulator.kb.toFixed(1)} / ${emulator.budgetKb} KB in ${emulator.files.length} file(s) (${emulator.why})`,
    );
  }
  console.log(
    `\nLanding pages: first load with the transport (gzip -9, KB) and levels of requests after index.html (at most ${LANDING.levels}):`,
  );
  for (const r of [...landing].sort((a, b) => b.kb - a.kb)) {
    const late = `${r.late.length ? `  late: ${r.late.join(', ')}` : ''}${r.extra.length ? `  preloaded for nothing: ${r.extra.join(', ')}` : ''}`;
    console.log(
      `  ${r.ok ? 'ok  ' : 'OVER'} ${r.kb.toFixed(1).padStart(6)} / ${String(r.budgetKb).padStart(3)}  ${r.levels} levels  ${r.name}${late}`,
    );
  }
  console.log(
    failed.length
      ? `\n${failed.length} route(s) (or the emulator, or a landing page) over budget, carrying a heavy library or a level too many.`
      : `\nAll ${rows.length} routes within budget.`,
  );
}
process.exit(failed.length ? 1 : 0);

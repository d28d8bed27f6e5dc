// Writes docs/routes.md from THE route table (src/config/routes), so the catalogue cannot drift:
//   node scripts/docs-routes.mjs           rewrites docs/routes.md (formatted by prettier)
//   node scripts/docs-routes.mjs --check   exits 1 when docs/routes.md is not what the table gives
// The table is loaded through Vite (it is TypeScript); its files import only each other.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { createServer } from 'vite';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(repo, 'docs/routes.md');

const server = await createServer({
  root: repo,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let routes;
try {
  ({ routes } = await server.ssrLoadModule('/src/config/routes/index.ts'));
} finally {
  await server.close();
}

const yes = (b) => (b ? 'yes' : '');
const params = (p) =>
  Object.entries(p)
    .map(([k, v]) => (v === 'required' ? `\`${k}\`` : `\`${k}?\``))
    .join(', ');
const page = (r) => {
  if (r.page === 'construction') return 'under construction (`src/components/under-construction.tsx`)';
  const file = `src/app/pages/${r.page}.page.tsx`;
  if (!existsSync(join(repo, file))) throw new Error(`route ${r.name}: ${file} does not exist`);
  return `[\`${r.page}\`](../${file})`;
};

// Where each feature's code and its own doc are (a feature without a doc of its own: the README).
const owners = {
  app: ['src/features/app-shell', 'me.md'],
  auth: ['src/features/auth', 'auth.md'],
  halls: ['src/features/halls', 'halls.md'],
  matters: ['src/features/matters', 'matters.md', 'apply-and-track.md'],
  queue: ['src/features/queue', 'queue.md'],
  im: ['src/features/im', 'messaging.md'],
  robot: ['src/features/robot', 'robot.md'],
  rating: ['src/features/rating', 'spec-rules.md'],
  cases: ['src/features/cases', 'apply-and-track.md'],
  agency: ['src/features/agency', 'agency-and-ems.md'],
  express: ['src/features/express', 'agency-and-ems.md'],
  profile: ['src/features/profile', 'me.md'],
  preview: ['src/features/preview', '../README.md'],
};
const owner = (feature) => {
  const [code, ...docs] = owners[feature] ?? [`src/features/${feature}`];
  if (!existsSync(join(repo, code))) throw new Error(`feature ${feature}: ${code} does not exist`);
  const links = docs.map((d) => `[${d.replace('../', '')}](${d})`).join(', ');
  return `Code: \`${code}/\`, routes in \`src/config/routes/${feature}.ts\`${links ? `; described in ${links}` : ''}.`;
};

const features = [...new Set(routes.map((r) => r.feature))];
const lines = [
  '# Routes',
  '',
  'Every route of the app: the table the router, the login guard, keep-alive, the typed path builders',
  '(`paths.x({...})`) and the byte budgets read (`src/config/routes/`, one file per feature).',
  '',
  '**Kept in step by a script:** this file is generated from that table by',
  '`node scripts/docs-routes.mjs` (`--check` says whether it is up to date). Do not edit it by hand:',
  "change the feature's file under `src/config/routes/` and run the script again.",
  '',
  `${routes.length} routes. Paths are hash paths (\`#/name\`); every navigation also carries the area`,
  'parameters `fixedArea`, `rootArea` and `sys` (docs/spec-rules.md section 2). "Login" routes run the',
  'login guard first (docs/auth.md); "keep-alive" pages keep their state, scroll and data when left and',
  'pause their effects. "Landing" pages are those citizens arrive at from outside (a notice, a shared',
  'link, a QR code, the map): their code is preloaded beside the entry and their first calls go before',
  'their first render (docs/performance.md, "Landing pages"). Parameters are those the page reads from',
  'its address (`?`: optional). The page file is under `src/app/pages/` with `.page.tsx`.',
  '',
  'Outside the table, `src/app/router.tsx` answers `/` (to the remembered system, `home` or',
  '`governmentMap`) and `/debug` (turns the vConsole debug console on, `?off=1` off, then goes to a',
  'system); any other path is the not-found page, which automated browsers without the test flag',
  'see on every route. `VITE_MAINTENANCE=true` shows the maintenance page instead of the app.',
];
for (const feature of features) {
  lines.push(
    '',
    `## \`${feature}\``,
    '',
    owner(feature),
    '',
    '| path | name | title | login | keep-alive | landing | parameters | page |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const r of routes.filter((x) => x.feature === feature)) {
    lines.push(
      `| \`${r.path}\` | ${r.name} | ${r.title} | ${yes(r.login)} | ${yes(r.keepAlive)} | ${yes(r.landing)} | ${params(r.params)} | ${page(r)} |`,
    );
  }
}
const text = await prettier.format(`${lines.join('\n')}\n`, { ...(await prettier.resolveConfig(out)), filepath: out });

if (process.argv.includes('--check')) {
  const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
  if (current !== text) {
    console.error('docs/routes.md is not the route table: run `node scripts/docs-routes.mjs`.');
    process.exit(1);
  }
  console.log('docs/routes.md matches the route table.');
} else {
  writeFileSync(out, text);
  console.log(`docs/routes.md: ${routes.length} routes.`);
}

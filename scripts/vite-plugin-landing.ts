import type { Plugin, Rolldown } from 'vite';
import { routes } from '../src/config/routes/index';
import { KEPT_CREDENTIALS } from '../src/config/kept-login';

/** The pages citizens land on: the routes flagged `landing` (src/config/routes, docs/performance.md). */
export const LANDING_ROUTES = routes.filter((r) => r.landing).map((r) => r.name);

/** The landing pages' own table of loaders (a small chunk; the whole page table comes after the first page). */
const LANDING_TABLE = '/src/app/routing/landing-modules.ts';
/** The client's transport (axios, the signing): a landing page's content waits for its first call. */
const TRANSPORT = '/src/lib/http/gateway-axios.ts';
/** The app's start (the silent login of a login kept on the device): before the page's calls. */
const LOGIN_START = '/src/app/auth-setup.ts';
/** The messaging socket, which the start opens and waits for (its last step, before the page's calls). */
const SOCKET = '/src/features/im/socket/socket.ts';

/** Whether a page's chunk names first calls (`firstQueries`, src/app/routing/page-modules.ts). */
export const hasFirstCalls = (page: Pick<Rolldown.OutputChunk, 'exports'>) => page.exports.includes('firstQueries');

/** A chunk's file, its static imports' files (transitively) and their style sheets. */
function closure(bundle: Rolldown.OutputBundle, start: Rolldown.OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const css of (start as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])
    into.add(css);
  for (const f of start.imports) {
    const c = bundle[f];
    if (c?.type === 'chunk') closure(bundle, c, into);
  }
  return into;
}

/**
 * The bootstrap's source: each landing page's files by hash path (gzip takes the repeated names
 * better than a table of indexes would), the files of the app's start (`login`), and the few lines
 * that preload them: the page's always, the start's too when a login is kept on the device (its
 * silent login comes before the page's calls). Plain ES5: it runs before anything else, on any webview.
 */
export function bootstrapSource(base: string, map: Record<string, string[]>, login: string[] = []): string {
  const prefix = 'assets/';
  if ([...Object.values(map), login].some((list) => list.some((f) => !f.startsWith(prefix))))
    throw new Error('landing preload: a file outside assets/');
  const strip = (list: string[]) => list.map((f) => f.slice(prefix.length));
  const short = Object.fromEntries(Object.entries(map).map(([path, list]) => [path, strip(list)]));
  return (
    `(function(){var m=${JSON.stringify(short)},a=${JSON.stringify(strip(login))},` +
    `k=${JSON.stringify(KEPT_CREDENTIALS)},r=m[location.hash.slice(1).split('?')[0]],i;if(!r)return;` +
    `try{for(i=0;i<k.length&&!localStorage.getItem(k[i]);i++);` +
    `if(i<k.length||sessionStorage.getItem('token'))for(i=0;i<a.length;i++)if(r.indexOf(a[i])<0)r=r.concat([a[i]])}catch(e){}` +
    `r.forEach(function(x){var l=document.createElement('link');` +
    `if(/\\.css$/.test(x)){l.rel='preload';l.setAttribute('as','style')}else l.rel='modulepreload';` +
    `l.setAttribute('crossorigin','');l.href=${JSON.stringify(base + prefix)}+x;document.head.appendChild(l)})})();\n`
  );
}

/**
 * Each landing page's code in one level (docs/performance.md, "Landing pages"). Without it, a
 * landing page waits for the entry to run, then for the page table, then for the page's chunks:
 * three levels of requests one after another. The build writes a tiny classic script (no module,
 * nothing inline: the CSP allows it) that index.html loads `async` beside the entry; it reads the
 * hash and adds `modulepreload` links for the landing pages' table (landing-modules.ts), the page
 * and every chunk and style sheet they import that the entry does not already fetch, so that they
 * download beside the entry. Only the landing pages are listed: the whole table would weigh on
 * every first load.
 */
export function landingPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'ow-landing-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      // `OW_LANDING_PRELOAD=off`: the build without it, for a benchmark's before (npm run bench:routes -- --compare).
      if (process.env.OW_LANDING_PRELOAD === 'off') return;
      const html = bundle['index.html'] as Rolldown.OutputAsset | undefined;
      if (!html || typeof html.source !== 'string') return;
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      // The chunk that holds a module: its facade's, or the chunk it shares (the transport's: vite-plugin-closure-chunk.ts).
      const byModule = (suffix: string) =>
        chunks.find((c) => c.facadeModuleId?.split('?')[0].endsWith(suffix)) ??
        chunks.find((c) => c.moduleIds.some((id) => id.split('?')[0].endsWith(suffix)));
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
      const table = byModule(LANDING_TABLE);
      const transport = byModule(TRANSPORT);
      // The start's chunk may hold more than its module (it has no facade then): the one that holds it.
      const start = chunks.find((c) => c.moduleIds.some((id) => id.split('?')[0].endsWith(LOGIN_START)));
      const socket = byModule(SOCKET);
      if (!entry || !table || !transport || !start || !socket)
        throw new Error('landing preload: the entry, the landing table, the transport, the start or the socket chunk is missing');
      const inEntry = closure(bundle, entry);
      const map: Record<string, string[]> = {};
      for (const name of LANDING_ROUTES) {
        const route = routes.find((r) => r.name === name);
        const page = route && byModule(`/src/app/pages/${route.page}.page.tsx`);
        if (!route || !page) throw new Error(`landing preload: no page chunk for the route ${name}`);
        const files = closure(bundle, page, closure(bundle, table));
        // The transport only for a page whose first calls go before its first render: another
        // page's first paint would wait for its bytes (axios, 21 KB) for nothing.
        if (hasFirstCalls(page)) closure(bundle, transport, files);
        map[route.path] = [...files].filter((f) => !inEntry.has(f));
      }
      // A kept login's silent login is three calls and the socket's authOk: the start's code, the
      // transport and the socket's code, which would otherwise be asked for only after the convert.
      const login = [...closure(bundle, socket, closure(bundle, transport, closure(bundle, start)))].filter((f) => !inEntry.has(f));
      const source = bootstrapSource(base, map, login);
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'landing.js', source }));
      const tag = `<script async src="${base}${fileName}"></script>`;
      if (!html.source.includes('</title>')) throw new Error('landing preload: index.html has no </title>');
      html.source = html.source.replace('</title>', `</title>\n    ${tag}`);
    },
  };
}

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** npm package of a module id, or null for the app's own modules. */
function packageOf(id: string): string | null {
  const m = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replace(/\\/g, '/'));
  return m ? m[1] : null;
}

/**
 * Writes `.vite/chunk-packages.json`: the npm packages bundled in each JavaScript file of the
 * build. scripts/check-budgets.mjs reads it to keep heavy libraries off the routes that do
 * not use them.
 */
export function chunkPackagesPlugin(): Plugin {
  return {
    name: 'onewindow-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        out[item.fileName] = [...new Set(item.moduleIds.map(packageOf).filter((p): p is string => p !== null))].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(out, null, 1) });
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm)$/;

/**
 * Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli) beside each text file of the build, for
 * nginx's gzip_static and brotli_static (deploy/nginx.conf). Runs on the files as written (the
 * bundle's code still carries Vite's placeholders while plugins see it), public files included.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'onewindow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true }) as string[]) {
        const file = join(outDir, name);
        if (!COMPRESSIBLE.test(name) || name.startsWith('.vite') || !statSync(file).isFile()) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        const quality = body.length > 200_000 ? 6 : 11;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
      }
    },
  };
}

/** The same rule as src/config/env.ts: no VITE_GATEWAY, or `emulator`, is the emulator. */
function isEmulatorBuild(env: Record<string, unknown>): boolean {
  return (String(env.VITE_GATEWAY ?? '') || 'emulator').trim() === 'emulator';
}

/** msw's cookie jar, as its modules import it (msw 2.x, `lib/core/utils/cookieStore.mjs`). */
const MSW_COOKIE_STORE = /[\\/]node_modules[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/;

/**
 * In the browser build, msw's cookie jar is one that keeps no cookies. The gateway carries the
 * session in signed headers (docs/contract.md) and no emulator handler reads or sets a cookie,
 * yet msw's jar (tough-cookie with the whole public-suffix list) was a third of the emulator's
 * chunk, 63 KB gzip, evaluated before the first call could be answered, and read for every
 * handler a call was matched against (issue 14). msw reads the page's own `document.cookie`
 * still. The build fails if msw's jar is no longer where this looks for it, instead of shipping
 * it silently again.
 */
export function cookielessEmulatorPlugin(): Plugin {
  let replaced = false;
  let emulatorBuild = true;
  return {
    name: 'onewindow-cookieless-emulator',
    apply: 'build',
    configResolved(config) {
      emulatorBuild = isEmulatorBuild(config.env);
    },
    load(id) {
      if (!MSW_COOKIE_STORE.test(id.split('?')[0])) return null;
      replaced = true;
      return [
        '// onewindow-cookieless-emulator (scripts/vite-plugin-serve.ts): the emulator keeps no cookies.',
        'export const cookieStore = {',
        '  getCookiesSync() { return []; },',
        '  setCookie() {},',
        '};',
      ].join('\n');
    },
    buildEnd(error) {
      if (!error && emulatorBuild && !replaced) {
        this.error("msw's cookie jar (lib/core/utils/cookieStore.mjs) was not found: update cookielessEmulatorPlugin");
      }
    },
  };
}

/**
 * What every first load runs, in one chunk (issue 14): the entry and its whole static graph,
 * packages included (React DOM, the router, TanStack Query, the shell, #/home). On a slow network
 * one large request beats a dozen: each request opens or waits for a connection and splits the
 * bandwidth while it waits for its first byte. Lighthouse's mobile simulation put #/home's LCP at
 * 2.0 s with the first load in eight chunks and 1.7 s with one (the floor app: 1.4 s).
 *
 * `test` is the group's test for `codeSplitting.groups`; the plugin reads the module graph once the
 * build has it. The walk does not go into a `barrel` (a library's index, which re-exports every
 * component and is tree-shaken): the components the first load takes through one are named by
 * `pieces`, and come with what they import; the modules `alone` names (a barrel, global styles)
 * come without it.
 */
export function firstLoadPlugin({ entry, barrel, pieces, alone }: { entry: string; barrel: RegExp; pieces: RegExp; alone: RegExp }): {
  plugin: Plugin;
  test: (id: string) => boolean;
} {
  let graph: { ids(): Iterable<string>; imports(id: string): readonly string[] } | null = null;
  let chosen: Set<string> | null = null;
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'onewindow-first-load',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      graph = { ids: () => this.getModuleIds(), imports: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
      chosen = null;
    },
  };
  const test = (id: string): boolean => {
    if (!graph) return false;
    if (!chosen) {
      const all = [...graph.ids()];
      const seen = new Set<string>();
      const start = resolve(root, entry);
      const todo = [start, ...all.filter((m) => pieces.test(m))];
      while (todo.length) {
        const m = todo.pop()!;
        if (seen.has(m)) continue;
        seen.add(m);
        for (const next of graph.imports(m)) if (!barrel.test(next)) todo.push(next);
      }
      for (const m of all) if (alone.test(m)) seen.add(m);
      // The entry module stays in the entry chunk: another page of the build (the preview service's)
      // that imports the chunk for React must not start the app.
      seen.delete(start);
      chosen = seen;
    }
    return chosen.has(id);
  };
  return { plugin, test };
}

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14102): its
 * dev warnings and checks would ship to phones. The build takes the production build the package
 * carries beside it (0.4 KB less on every first load, issue 14), for both of its entry points, so
 * that no page gets a second copy with contexts of its own. The build fails if they move.
 */
export function reactRouterProductionPlugin(): Plugin {
  const entries: Record<string, string> = {
    'react-router': 'dist/production/index.mjs',
    'react-router/dom': 'dist/production/dom-export.mjs',
  };
  let dir = '';
  return {
    name: 'onewindow-react-router-production',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      dir = dirname(createRequire(join(config.root, 'package.json')).resolve('react-router/package.json'));
      for (const file of Object.values(entries)) {
        if (!existsSync(join(dir, file)))
          throw new Error(`react-router's production build is not at ${file}: update reactRouterProductionPlugin`);
      }
    },
    resolveId(source) {
      const file = entries[source];
      return file ? join(dir, file) : null;
    },
  };
}

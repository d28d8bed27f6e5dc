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
 * nginx's gzip_static and brotli_static (deploy/nginx.conf).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'onewindow-precompress',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(item.fileName) || item.fileName.startsWith('.vite/')) continue;
        const body = Buffer.from(item.type === 'chunk' ? item.code : item.source);
        if (body.length < 1024) continue;
        this.emitFile({ type: 'asset', fileName: `${item.fileName}.gz`, source: gzipSync(body, { level: 9 }) });
        const quality = body.length > 200_000 ? 6 : 11;
        this.emitFile({ type: 'asset', fileName: `${item.fileName}.br`, source: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }) });
      }
    },
  };
}

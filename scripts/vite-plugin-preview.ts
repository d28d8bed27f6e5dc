import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** pdf.js data the viewer loads at run time: CJK cMaps, standard fonts, image decoders, ICC. */
const PDFJS_DATA_DIRS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];

/**
 * File preview build support (issue 5):
 * - copies pdf.js's cMaps, standard fonts, wasm decoders and ICC profiles into
 *   `<assetsDir>/pdfjs/` of the build, so nothing is fetched from a CDN (the dev server serves
 *   them straight from node_modules);
 * - adds the built-in preview service page `preview-service/onlinePreview.html` as a second
 *   entry: `vite preview` and the dev server answer `/preview-service/onlinePreview?url=` with
 *   it (Vite tries `<path>.html` before the SPA fallback).
 */
export function previewPlugin(): Plugin {
  let assetsDir = 'assets';
  let root = process.cwd();
  return {
    name: 'onewindow-preview',
    config(user) {
      root = user.root ? resolve(user.root) : process.cwd();
      return {
        build: {
          rolldownOptions: {
            input: {
              index: resolve(root, 'index.html'),
              'preview-service': resolve(root, 'preview-service/onlinePreview.html'),
            },
          },
        },
      };
    },
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    generateBundle() {
      const require = createRequire(join(root, 'package.json'));
      const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
      for (const dir of PDFJS_DATA_DIRS) {
        const from = join(pdfjsRoot, dir);
        for (const name of readdirSync(from)) {
          const file = join(from, name);
          if (!statSync(file).isFile()) continue;
          this.emitFile({ type: 'asset', fileName: `${assetsDir}/pdfjs/${dir}/${name}`, source: readFileSync(file) });
        }
      }
    },
  };
}

import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';

/** The name of the meta tag that carries the build id in index.html (src/lib/deploy/version-check.ts reads it). */
export const BUILD_META = 'ow-build';

/**
 * The build id: a hash of the names of every chunk and of the styles they bring. Hashed names
 * change with their content (and with the content of what they import), so the id changes
 * exactly when the code a page may load does; the same sources built twice give the same id.
 */
export function buildIdOf(bundle: OutputBundle): string {
  const names: string[] = [];
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    names.push(file.fileName);
    const css = (file as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
    if (css) names.push(...[...css].map((c) => `${file.fileName}>${c}`));
  }
  return createHash('sha256').update(names.sort().join('\n')).digest('hex').slice(0, 16);
}

/**
 * Redeploys (docs/deploy.md, "A redeploy"): index.html carries the build id in a meta tag, and
 * `version.json` beside it names the same id. An open page compares the two now and then
 * (src/app/version-watch.tsx) and offers to reload when they differ; nginx serves version.json
 * with no-store.
 */
export function versionPlugin(): Plugin {
  let id: string | null = null;
  return {
    name: 'onewindow-version',
    apply: 'build',
    buildStart() {
      id = null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !/(^|\/)index\.html$/.test(ctx.filename)) return html;
        id ??= buildIdOf(ctx.bundle);
        return [{ tag: 'meta', attrs: { name: BUILD_META, content: id }, injectTo: 'head' }];
      },
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        id ??= buildIdOf(bundle);
        this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ build: id })}\n` });
      },
    },
  };
}

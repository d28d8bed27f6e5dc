import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** What the script asks for: `[rel, path from the base, as]`. */
type Link = [rel: 'modulepreload' | 'preload', href: string, as?: 'style'];

/**
 * The classic script index.html runs at once (async): when the address opens one of `paths`
 * (an empty hash opens the remembered system, as src/lib/router/defaults.ts reads it), it asks
 * for the page's chunks and styles beside the entry's instead of after it. Old browsers without
 * modulepreload ignore the links; the entry then loads the page as before. Exported for its test.
 */
export function firstPageScript(paths: string[], links: Link[]): string {
  return `(function(){try{var p=location.hash.replace(/^#/,'').split('?')[0];if(!p||p==='/')p='/'+(localStorage.getItem('ow.system')==='governmentMap'?'governmentMap':'home');if(${JSON.stringify(paths)}.indexOf(p)<0)return;var h=document.head;${JSON.stringify(links)}.forEach(function(l){var e=document.createElement('link');e.rel=l[0];if(l[2])e.setAttribute('as',l[2]);e.crossOrigin='';e.href=new URL(l[1],document.baseURI).href;h.appendChild(e)})}catch(e){}})();\n`;
}

/**
 * Issue 14: the page most visits open (#/home) starts loading with the entry, not after it. The
 * route is in the hash, which the server never sees, so index.html cannot name the page's chunks
 * itself, and an inline script is not allowed (the CSP): a small script of its own does it. Its
 * chunks are those of `page`'s static graph that the entry's does not have, with their styles.
 */
export function firstPagePlugin({ page, paths }: { page: string; paths: string[] }): Plugin {
  let root = process.cwd();
  let base = './';
  return {
    name: 'onewindow-first-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      // After index.html is in the bundle (vite:build-html), so that its tags can be added.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (from: string): Set<string> => {
          const seen = new Set<string>();
          const todo = [from];
          while (todo.length) {
            const f = todo.pop()!;
            if (seen.has(f)) continue;
            seen.add(f);
            todo.push(...(byFile.get(f)?.imports ?? []));
          }
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
        const pageChunk = chunks.find((c) => c.facadeModuleId === resolve(root, page));
        const html = bundle['index.html'];
        if (!entry || !pageChunk || html?.type !== 'asset') {
          this.error(`first-page preload: cannot find ${!entry ? 'the entry' : !pageChunk ? page : 'index.html'} in the bundle`);
        }
        const loaded = closure(entry.fileName);
        const cssOf = (files: Iterable<string>) =>
          new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
        const loadedCss = cssOf(loaded);
        const js = [...closure(pageChunk.fileName)].filter((f) => !loaded.has(f));
        const css = [...cssOf(js)].filter((f) => !loadedCss.has(f));
        const source = firstPageScript(paths, [
          ...js.map((f): Link => ['modulepreload', `./${f}`]),
          ...css.map((f): Link => ['preload', `./${f}`, 'style']),
        ]);
        const fileName = `assets/first-page-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const src = base === './' || base === '' ? `./${fileName}` : `${base}${fileName}`;
        const tag = `<script async src="${src}"></script>`;
        const before = String(html.source);
        const after = before.replace(/(\s*)(<script type="module")/, `$1${tag}$1$2`);
        if (after === before) this.error('first-page preload: index.html has no module script to put the tag before');
        html.source = after;
      },
    },
  };
}

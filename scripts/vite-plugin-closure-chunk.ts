import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

type Graph = { ids(): Iterable<string>; imports(id: string): readonly string[] };

/**
 * A module and its static graph in one chunk (issue 37, docs/performance.md "The transport in one
 * file"): for the client's transport, which every landing page's first call waits for. Left to
 * itself, the build splits it by who else imports each piece: the transport's own module, axios,
 * the signing and the MD5, four files where one does, each a request that waits a round trip on
 * a phone's network (and in Lighthouse's simulation of one, six at a time). The walk stops at the
 * first load's chunk (`inFirstLoad`) and at what `leave` names (a library the emulator shares,
 * which would otherwise bring the whole group into the emulator's load).
 *
 * `test` is the group's test for `codeSplitting.groups`. The plugin also writes
 * `.vite/grouped-modules.json` (module -> file) for scripts/check-budgets.mjs: the build manifest
 * names a module only where it is its chunk's facade.
 */
export function closureChunkPlugin({ start, inFirstLoad, leave }: { start: string; inFirstLoad: (id: string) => boolean; leave: RegExp }): {
  plugin: Plugin;
  test: (id: string) => boolean;
} {
  let graph: Graph | null = null;
  let chosen: Set<string> | null = null;
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'onewindow-closure-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      graph = { ids: () => this.getModuleIds(), imports: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
      chosen = null;
    },
    generateBundle(_options, bundle) {
      const out: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) if (chosen?.has(id)) out[relative(root, id.split('?')[0])] = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/grouped-modules.json', source: JSON.stringify(out, null, 1) });
    },
  };
  const test = (id: string): boolean => {
    if (!graph || process.env.OW_TRANSPORT_CHUNK === 'off') return false;
    if (!chosen) {
      const first = resolve(root, start);
      if (![...graph.ids()].includes(first)) throw new Error(`closure chunk: ${start} is not in the build: update closureChunkPlugin`);
      const seen = new Set<string>();
      const todo = [first];
      while (todo.length) {
        const m = todo.pop()!;
        if (seen.has(m) || inFirstLoad(m) || leave.test(m)) continue;
        seen.add(m);
        todo.push(...graph.imports(m));
      }
      chosen = seen;
    }
    return chosen.has(id);
  };
  return { plugin, test };
}

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closureChunkPlugin } from '../../scripts/vite-plugin-closure-chunk';

// closureChunkPlugin (issue 37): the client's transport and its static graph in one chunk; what the
// first load's chunk holds, and a library the emulator shares, stay out.

const root = '/app';
const at = (p: string) => resolve(root, p);

const GRAPH: Record<string, string[]> = {
  [at('src/lib/http/gateway-axios.ts')]: [at('node_modules/axios/index.js'), at('src/lib/http/signing.ts'), at('src/lib/http/client.ts')],
  [at('node_modules/axios/index.js')]: [at('node_modules/axios/lib/core.js')],
  [at('node_modules/axios/lib/core.js')]: [],
  [at('src/lib/http/signing.ts')]: [at('src/lib/crypto/md5.ts')],
  [at('src/lib/crypto/md5.ts')]: [at('node_modules/@noble/hashes/legacy.js')],
  [at('node_modules/@noble/hashes/legacy.js')]: [at('node_modules/@noble/hashes/utils.js')],
  [at('node_modules/@noble/hashes/utils.js')]: [],
  // In the first load's chunk already.
  [at('src/lib/http/client.ts')]: [at('src/lib/storage/storage.ts')],
  [at('src/lib/storage/storage.ts')]: [],
  [at('src/pages/other.page.tsx')]: [at('src/lib/http/signing.ts')],
};

type Hooks = {
  configResolved(c: { root: string }): void;
  buildEnd(this: { getModuleIds(): Iterable<string>; getModuleInfo(id: string): { importedIds: string[] } | null }): void;
  generateBundle(
    this: { emitFile(f: { fileName: string; source: string }): void },
    o: unknown,
    bundle: Record<string, { type: string; fileName: string; moduleIds: string[] }>,
  ): void;
};

function built(graph = GRAPH) {
  const chunk = closureChunkPlugin({
    start: 'src/lib/http/gateway-axios.ts',
    inFirstLoad: (id) => id.includes('/client.ts') || id.includes('/storage.ts'),
    leave: /[\\/]node_modules[\\/]@noble[\\/]/,
  });
  const hooks = chunk.plugin as unknown as Hooks;
  hooks.configResolved({ root });
  hooks.buildEnd.call({ getModuleIds: () => Object.keys(graph), getModuleInfo: (id) => (graph[id] ? { importedIds: graph[id] } : null) });
  return { test: chunk.test, hooks };
}

describe('closureChunkPlugin', () => {
  it('takes the transport, axios, the signing and the MD5 into one group', () => {
    const { test } = built();
    for (const m of [
      'src/lib/http/gateway-axios.ts',
      'node_modules/axios/index.js',
      'node_modules/axios/lib/core.js',
      'src/lib/http/signing.ts',
      'src/lib/crypto/md5.ts',
    ])
      expect(test(at(m)), m).toBe(true);
  });

  it("leaves what the first load's chunk holds, the library it is told to leave, and other pages", () => {
    const { test } = built();
    for (const m of [
      'src/lib/http/client.ts',
      'src/lib/storage/storage.ts',
      'node_modules/@noble/hashes/legacy.js',
      'node_modules/@noble/hashes/utils.js',
      'src/pages/other.page.tsx',
    ])
      expect(test(at(m)), m).toBe(false);
  });

  it('tells the budgets which file holds each grouped module', () => {
    const { test, hooks } = built();
    test(at('src/lib/http/gateway-axios.ts'));
    let written = '';
    hooks.generateBundle.call(
      { emitFile: (f) => (written = f.source) },
      {},
      {
        'assets/transport-x.js': {
          type: 'chunk',
          fileName: 'assets/transport-x.js',
          moduleIds: [at('src/lib/http/gateway-axios.ts'), at('node_modules/axios/index.js')],
        },
        'assets/legacy-y.js': { type: 'chunk', fileName: 'assets/legacy-y.js', moduleIds: [at('node_modules/@noble/hashes/legacy.js')] },
      },
    );
    expect(JSON.parse(written)).toEqual({
      'src/lib/http/gateway-axios.ts': 'assets/transport-x.js',
      'node_modules/axios/index.js': 'assets/transport-x.js',
    });
  });

  it('stops the build when the transport is not where it is expected', () => {
    const { test } = built({ [at('src/elsewhere.ts')]: [] });
    expect(() => test(at('src/elsewhere.ts'))).toThrow(/gateway-axios\.ts is not in the build/);
  });
});

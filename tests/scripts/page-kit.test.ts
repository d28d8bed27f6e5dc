import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKitPlugin } from '../../scripts/vite-plugin-serve';

// pageKitPlugin (issue 14): the app's own modules a page shares, gathered into one chunk; what
// the entry already loads, the page itself, packages and virtual modules stay where they were.

const root = '/app';
const at = (p: string) => resolve(root, p);

/** A module graph: each module's static imports. */
const GRAPH: Record<string, string[]> = {
  [at('src/main.tsx')]: [at('src/app/app.tsx'), at('node_modules/react/index.js')],
  [at('src/app/app.tsx')]: [at('src/lib/storage.ts')],
  [at('src/lib/storage.ts')]: [],
  [at('src/pages/home.page.tsx')]: [
    at('src/lib/storage.ts'),
    at('src/features/auth/store.ts'),
    at('src/components/list-row.tsx'),
    at('node_modules/antd-mobile/es/index.js'),
    '\0vite/preload-helper',
  ],
  [at('src/features/auth/store.ts')]: [at('src/features/auth/types.ts')],
  [at('src/features/auth/types.ts')]: [],
  [at('src/components/list-row.tsx')]: [at('src/components/list-row.module.css')],
  [at('src/components/list-row.module.css')]: [],
  [at('src/pages/login.page.tsx')]: [at('src/features/auth/store.ts')],
};

function built(page = 'src/pages/home.page.tsx', entry: string | null = 'src/main.tsx') {
  const kit = pageKitPlugin(page, entry);
  const hooks = kit.plugin as unknown as {
    configResolved(c: { root: string }): void;
    buildEnd(this: { getModuleInfo(id: string): { importedIds: string[] } | null }): void;
  };
  hooks.configResolved({ root });
  hooks.buildEnd.call({ getModuleInfo: (id) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null) });
  return kit.test;
}

describe('pageKitPlugin', () => {
  it("takes the page's own shared modules, deep, with their styles", () => {
    const test = built();
    for (const m of [
      'src/features/auth/store.ts',
      'src/features/auth/types.ts',
      'src/components/list-row.tsx',
      'src/components/list-row.module.css',
    ])
      expect(test(at(m)), m).toBe(true);
  });

  it('leaves the page, the entry graph, packages, virtual modules and other pages alone', () => {
    const test = built();
    for (const m of [
      'src/pages/home.page.tsx',
      'src/main.tsx',
      'src/lib/storage.ts',
      'node_modules/antd-mobile/es/index.js',
      'src/pages/login.page.tsx',
    ])
      expect(test(at(m)), m).toBe(false);
    expect(test('\0vite/preload-helper')).toBe(false);
  });

  it("with no entry, is the entry's own kit: its app modules and Vite's preload helper, not itself or packages", () => {
    GRAPH[at('src/main.tsx')] = [...GRAPH[at('src/main.tsx')], '\0vite/preload-helper'];
    try {
      const test = built('src/main.tsx', null);
      for (const m of ['src/app/app.tsx', 'src/lib/storage.ts']) expect(test(at(m)), m).toBe(true);
      expect(test('\0vite/preload-helper')).toBe(true);
      for (const m of ['src/main.tsx', 'node_modules/react/index.js', 'src/pages/home.page.tsx']) expect(test(at(m)), m).toBe(false);
    } finally {
      GRAPH[at('src/main.tsx')] = GRAPH[at('src/main.tsx')].filter((m) => !m.startsWith('\0'));
    }
  });

  it('takes nothing before the build has a module graph', () => {
    const kit = pageKitPlugin('src/pages/home.page.tsx');
    expect(kit.test(at('src/features/auth/store.ts'))).toBe(false);
  });
});

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadPlugin } from '../../scripts/vite-plugin-serve';

// firstLoadPlugin (issue 14): what every first load runs, gathered into one chunk; the entry module
// itself, what only other pages import, and what comes only through a library's index stay out.

const root = '/app';
const at = (p: string) => resolve(root, p);

/** A module graph: each module's static imports. */
const GRAPH: Record<string, string[]> = {
  [at('src/main.tsx')]: [at('src/app/app.tsx'), at('node_modules/react-dom/client.js'), '\0vite/preload-helper'],
  [at('src/app/app.tsx')]: [at('src/pages/home.page.tsx'), at('node_modules/antd-mobile/es/index.js')],
  [at('node_modules/react-dom/client.js')]: [at('node_modules/react/index.js')],
  [at('node_modules/react/index.js')]: [],
  [at('src/pages/home.page.tsx')]: [at('src/components/list-row.tsx'), at('node_modules/antd-mobile/es/index.js')],
  [at('src/components/list-row.tsx')]: [at('src/components/list-row.module.css')],
  [at('src/components/list-row.module.css')]: [],
  // The index re-exports every component; the build keeps those used.
  [at('node_modules/antd-mobile/es/index.js')]: [
    at('node_modules/antd-mobile/es/components/button/index.js'),
    at('node_modules/antd-mobile/es/components/form/index.js'),
  ],
  [at('node_modules/antd-mobile/es/components/button/index.js')]: [at('node_modules/antd-mobile/es/utils/native-props.js')],
  [at('node_modules/antd-mobile/es/utils/native-props.js')]: [],
  [at('node_modules/antd-mobile/es/components/form/index.js')]: [at('node_modules/rc-field-form/es/index.js')],
  [at('node_modules/rc-field-form/es/index.js')]: [],
  [at('node_modules/antd-mobile/es/global/index.js')]: [at('node_modules/antd-mobile/es/global/global.css')],
  [at('node_modules/antd-mobile/es/global/global.css')]: [],
  [at('src/pages/login.page.tsx')]: [at('src/features/auth/store.ts'), at('node_modules/antd-mobile/es/index.js')],
  [at('src/features/auth/store.ts')]: [],
  '\0vite/preload-helper': [],
};

function built() {
  const first = firstLoadPlugin({
    entry: 'src/main.tsx',
    barrel: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/,
    pieces: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/]button[\\/]/,
    alone: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/](index\.js|global[\\/])/,
  });
  const hooks = first.plugin as unknown as {
    configResolved(c: { root: string }): void;
    buildEnd(this: { getModuleIds(): Iterable<string>; getModuleInfo(id: string): { importedIds: string[] } | null }): void;
  };
  hooks.configResolved({ root });
  hooks.buildEnd.call({
    getModuleIds: () => Object.keys(GRAPH),
    getModuleInfo: (id) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null),
  });
  return first.test;
}

describe('firstLoadPlugin', () => {
  it("takes the entry's static graph, deep: the app's modules, the front page, packages and their styles", () => {
    const test = built();
    for (const m of [
      'src/app/app.tsx',
      'src/pages/home.page.tsx',
      'src/components/list-row.tsx',
      'src/components/list-row.module.css',
      'node_modules/react-dom/client.js',
      'node_modules/react/index.js',
    ])
      expect(test(at(m)), m).toBe(true);
    expect(test('\0vite/preload-helper')).toBe(true);
  });

  it('takes the named pieces with what they import, and the index and global style alone', () => {
    const test = built();
    for (const m of [
      'node_modules/antd-mobile/es/components/button/index.js',
      'node_modules/antd-mobile/es/utils/native-props.js',
      'node_modules/antd-mobile/es/index.js',
      'node_modules/antd-mobile/es/global/index.js',
    ])
      expect(test(at(m)), m).toBe(true);
    // Not what the index re-exports: those go with the pages that use them.
    for (const m of ['node_modules/antd-mobile/es/components/form/index.js', 'node_modules/rc-field-form/es/index.js'])
      expect(test(at(m)), m).toBe(false);
  });

  it('leaves the entry module itself and what only other pages import', () => {
    const test = built();
    for (const m of ['src/main.tsx', 'src/pages/login.page.tsx', 'src/features/auth/store.ts']) expect(test(at(m)), m).toBe(false);
  });

  it('takes nothing before the build has a module graph', () => {
    const first = firstLoadPlugin({ entry: 'src/main.tsx', barrel: /index\.js$/, pieces: /button/, alone: /global/ });
    expect(first.test(at('src/app/app.tsx'))).toBe(false);
  });
});

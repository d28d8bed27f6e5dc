/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { previewPlugin } from './scripts/vite-plugin-preview';
import { envPlugin } from './scripts/vite-plugin-env';
import { versionPlugin } from './scripts/vite-plugin-version';
import { landingPreloadPlugin } from './scripts/vite-plugin-landing';
import { closureChunkPlugin } from './scripts/vite-plugin-closure-chunk';
import {
  chunkPackagesPlugin,
  cookielessEmulatorPlugin,
  firstLoadPlugin,
  precompressPlugin,
  reactRouterProductionPlugin,
} from './scripts/vite-plugin-serve';

// What every first load runs, #/home included, in one chunk (see firstLoadPlugin).
const firstLoad = firstLoadPlugin({
  entry: 'src/main.tsx',
  // antd-mobile's and its icons' indexes re-export every component: the build keeps the used ones.
  barrel: /[\\/]node_modules[\\/]antd-mobile(-icons)?[\\/]es[\\/]index\.js$/,
  // The antd-mobile pieces the shell and home take through the index: buttons, lists, the grid,
  // tags, loading and skeletons, the search and arrow icons.
  pieces:
    /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/]components[\\/](button|dot-loading|grid|list|skeleton|tag)[\\/]|antd-mobile-icons[\\/]es[\\/](SearchOutline|RightOutline)\.js$)/,
  // What nearly every chunk shares, alone: antd-mobile's index and global style, the compiler's
  // helpers, the preload polyfill.
  alone: /([\\/]node_modules[\\/]antd-mobile[\\/]es[\\/](index\.js|global[\\/]))|@oxc-project|vite[\\/]modulepreload-polyfill/,
});

// The client's transport (axios, the signing, the MD5) in one chunk: every landing page's first call
// waits for it (see closureChunkPlugin). @noble/hashes stays out: the demo's emulator uses it too.
const transport = closureChunkPlugin({
  start: 'src/lib/http/gateway-axios.ts',
  inFirstLoad: firstLoad.test,
  leave: /[\\/]node_modules[\\/]@noble[\\/]/,
});

// The gateway server's tests run in Node against the built server (vitest.server.config.ts).
const UNIT_EXCLUDE = ['tests/server/**', 'node_modules/**'];
/** The `.test.ts` files that mock or reload modules: they need a module graph of their own. */
const MOCKING_TESTS = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts') && !f.startsWith('server'))
  .map((f) => `tests/${f.split(sep).join('/')}`)
  .filter((f) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(f, 'utf8')));

export default defineConfig({
  base: './',
  plugins: [
    envPlugin(),
    reactRouterProductionPlugin(),
    react(),
    previewPlugin(),
    chunkPackagesPlugin(),
    cookielessEmulatorPlugin(),
    firstLoad.plugin,
    transport.plugin,
    versionPlugin(),
    landingPreloadPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: ['es2019', 'chrome69', 'safari12'],
    sourcemap: false,
    // Read by scripts/bench-bundle.mjs to tell the emulator's chunks apart.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The first screen in one request (issue 14): what every first load runs. Other pages'
        // chunks import from it; small chunks they share stay as the build splits them.
        codeSplitting: {
          groups: [
            { name: 'app', test: firstLoad.test, includeDependenciesRecursively: false },
            { name: 'transport', test: transport.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { port: 5173, host: true },
  preview: { port: 4173, host: true },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    // Both cores: the default leaves one to the main process, which mostly waits (15 min against 10.5 here).
    maxWorkers: 2,
    css: false,
    server: { deps: { inline: ['antd-mobile'] } },
    // Two projects (README, Testing notes): the rules, helpers and emulator tests (`.test.ts`) share one
    // page and one module graph per worker, the set-up's emulator loaded once instead of for each
    // file; the component and flow tests (`.test.tsx`) each get a page of their own. A `.test.ts`
    // that mocks or reloads modules (vi.mock, vi.resetModules) stays with the isolated ones.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['tests/**/*.test.ts'],
          exclude: [...UNIT_EXCLUDE, ...MOCKING_TESTS],
          isolate: false,
          env: { OW_TEST_SHARED_PAGE: '1' },
        },
      },
      { extends: true, test: { name: 'pages', include: ['tests/**/*.test.tsx', ...MOCKING_TESTS], exclude: UNIT_EXCLUDE } },
    ],
  },
});

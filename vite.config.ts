/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { previewPlugin } from './scripts/vite-plugin-preview';
import { envPlugin } from './scripts/vite-plugin-env';
import { versionPlugin } from './scripts/vite-plugin-version';
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
    versionPlugin(),
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
          groups: [{ name: 'app', test: firstLoad.test, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: { port: 5173, host: true },
  preview: { port: 4173, host: true },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    // The gateway server's tests run in Node against the built server (vitest.server.config.ts).
    exclude: ['tests/server/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    // Both cores: the default leaves one to the main process, which mostly waits (15 min against 10.5 here).
    maxWorkers: 2,
    css: false,
    server: { deps: { inline: ['antd-mobile'] } },
  },
});

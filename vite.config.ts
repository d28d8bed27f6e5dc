/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { previewPlugin } from './scripts/vite-plugin-preview';
import { envPlugin } from './scripts/vite-plugin-env';
import { firstPagePlugin } from './scripts/vite-plugin-first-page';
import {
  chunkPackagesPlugin,
  cookielessEmulatorPlugin,
  pageKitPlugin,
  precompressPlugin,
  reactRouterProductionPlugin,
} from './scripts/vite-plugin-serve';

// The entry's own modules, and #/home's shared pieces, each in one chunk (see pageKitPlugin).
const shellKit = pageKitPlugin('src/main.tsx', null);
const homeKit = pageKitPlugin('src/app/pages/app/home.page.tsx');

export default defineConfig({
  base: './',
  plugins: [
    envPlugin(),
    reactRouterProductionPlugin(),
    react(),
    previewPlugin(),
    chunkPackagesPlugin(),
    cookielessEmulatorPlugin(),
    shellKit.plugin,
    homeKit.plugin,
    // #/home (and an empty address, home by default) asks for its chunks beside the entry's.
    firstPagePlugin({ page: 'src/app/pages/app/home.page.tsx', paths: ['/home'] }),
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
        // The first screen in few requests (issue 14): what every page's first load runs (the entry's
        // static graph) in two chunks, the libraries (rarely changing, long cached) and the app's shell;
        // small chunks shared by pages go into the pages that import them instead of a request each.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|zustand)[\\/]/,
            },
            // The antd-mobile pieces of the shell and home (buttons, lists, the grid, tags, loading
            // and skeletons, the search icon) in one small chunk instead of a request each: six fewer
            // requests on the first load of #/home, and 1.8 KB less. Named components only: a
            // group that took antd-mobile's index would pull every component in with it.
            {
              name: 'antd-shell',
              test: /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/](components[\\/](button|dot-loading|grid|list|skeleton|tag)[\\/])|antd-mobile-icons[\\/]es[\\/]SearchOutline)/,
            },
            // The small modules nearly every chunk shares: antd-mobile's index and global style, the
            // compiler's helpers, the preload polyfill. One request instead of one each; these
            // modules only (the index's dependencies are every component).
            {
              name: 'base',
              test: /([\\/]node_modules[\\/]antd-mobile[\\/]es[\\/](index\.js|global[\\/]))|@oxc-project|vite[\\/]modulepreload-polyfill/,
              includeDependenciesRecursively: false,
            },
            // The app's own modules every first load runs (route table, storage, the client's
            // light half, the shell's components): one chunk beside the entry, not a dozen.
            { name: 'shell', test: shellKit.test, includeDependenciesRecursively: false },
            // What #/home shares with other pages (stores, hooks, calls, list pieces): one chunk
            // beside the page's own instead of about twenty small ones, a round trip each.
            { name: 'home-kit', test: homeKit.test, includeDependenciesRecursively: false },
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
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    css: false,
    server: { deps: { inline: ['antd-mobile'] } },
  },
});

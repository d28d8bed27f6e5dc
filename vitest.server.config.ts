// The gateway server's tests (tests/server): Node, no page, no in-process emulator. They start
// the built server (dist-server/gateway.mjs, made by their global set-up) as a child process and
// talk to it over 127.0.0.1, so a `kill -9` is a real one. See docs/gateway-server.md.
import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/build-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});

// The gateway server (server/main.ts) as one Node module, dist-server/gateway.mjs: the emulator's
// code with its glob of feature handlers and its `@/` paths resolved; packages stay in
// node_modules (PGlite, pg, ws, msw). See docs/gateway-server.md.
import { defineConfig } from 'vite';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The emulator's modules read the page's configuration nowhere; this keeps `import.meta.env` defined.
  define: { 'import.meta.env.BASE_URL': JSON.stringify('/') },
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'gateway.mjs', format: 'es' } },
  },
  publicDir: false,
  logLevel: 'warn',
});

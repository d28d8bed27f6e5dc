import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT || 4173);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// E2E_GATEWAY=server: the same journeys against the gateway server (docs/gateway-server.md): no
// webServer here; each worker starts its own stack (nginx with dist-gw, dist-server/gateway.mjs)
// on E2E_PORT + its index, and e2e/fixtures.ts points baseURL at it.
const SERVER_MODE = process.env.E2E_GATEWAY === 'server';
// E2E_DIST: serve another build than dist/ (a build of one's own, beside others' in one checkout).
const DIST = process.env.E2E_DIST ? ` --root ${process.env.E2E_DIST}` : '';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `${ORIGIN}/`,
    ...devices['Pixel 5'],
    browserName: 'chromium',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  // The built app behind nginx with the production config (deploy/nginx.conf, rendered by
  // scripts/nginx.mjs): headers, CSP and compression as deployed. nginx runs in the foreground
  // as this command's child on 127.0.0.1 and stops with it.
  webServer: SERVER_MODE
    ? undefined
    : {
        command: `node scripts/nginx.mjs serve --port ${PORT}${DIST}`,
        url: `${ORIGIN}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        // The same server under its other name stands for a file server on another origin (the
        // cross-origin preview journeys): the policy lets previewed files come from there.
        env: { CSP_FILE_ORIGINS: `http://localhost:${PORT}` },
      },
});

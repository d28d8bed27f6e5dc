import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { ORIGIN } from './e2e-server/stack';

// Journeys of two phones against the gateway server (e2e-server/): the production build
// (`npm run build:gw`, no emulator in the page) behind nginx, which proxies the gateway and its
// socket to dist-server/gateway.mjs. One worker: the phones share one hall.
export default defineConfig({
  testDir: 'e2e-server',
  outputDir: 'test-results/server',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
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
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    },
  },
});

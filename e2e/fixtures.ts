import { test as base, expect, type Page } from '@playwright/test';

/** Where journeys save screenshots for people to look at. */
// Pictures of pages for people to look at: an ignored folder that CI keeps as an artifact.
export const SCREENSHOTS = 'test-results/screenshots';

/**
 * Every page of a journey starts with the test flag set (automated browsers otherwise get the
 * not-found page) and a fresh emulator state.
 */
export const test = base.extend<{ app: Page }>({
  app: async ({ page }, use) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('ow.e2e', '1');
    });
    await use(page);
  },
});

/** Waits until the in-page emulator is ready and returns to its seed state. */
export async function resetEmulator(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __owEmulator?: unknown }).__owEmulator));
  await page.evaluate(() => (window as unknown as { __owEmulator: { reset(): void } }).__owEmulator.reset());
}

/** The hash route of the page (`/path?query`). */
export function hashRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

export function hashQuery(page: Page): URLSearchParams {
  const route = hashRoute(page);
  const i = route.indexOf('?');
  return new URLSearchParams(i < 0 ? '' : route.slice(i + 1));
}

export { expect };

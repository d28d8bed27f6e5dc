import { test as base, expect, type Page } from '@playwright/test';

/** Where journeys save screenshots for people to look at. */
// Pictures of pages for people to look at: an ignored folder that CI keeps as an artifact.
export const SCREENSHOTS = 'test-results/screenshots';

/** A Content-Security-Policy violation seen in a journey: from the DOM event or the console. */
export interface CspViolation {
  source: 'event' | 'console';
  directive?: string;
  blocked?: string;
  url: string;
  text?: string;
}

const CSP_CONSOLE = /Content Security Policy|Content-Security-Policy/i;

/**
 * Every page of a journey starts with the test flag set (automated browsers otherwise get the
 * not-found page) and a fresh emulator state.
 *
 * Every journey also fails on any Content-Security-Policy violation, in any page or frame of its
 * browser context: `securitypolicyviolation` events and the console's reports. A test that
 * provokes one on purpose reads and empties `csp`.
 */
export const test = base.extend<{ app: Page; csp: CspViolation[] }>({
  csp: [
    async ({ context }, use, testInfo) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__owCspViolation', ({ frame }, v: { directive: string; blocked: string }) => {
        violations.push({ source: 'event', directive: v.directive, blocked: v.blocked, url: frame.url() });
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __owCspViolation?: (v: unknown) => void }).__owCspViolation;
          report?.({ directive: e.effectiveDirective, blocked: e.blockedURI });
        });
      });
      const onConsole = (msg: { text(): string; location(): { url: string } }) => {
        if (CSP_CONSOLE.test(msg.text())) violations.push({ source: 'console', url: msg.location().url, text: msg.text() });
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      if (violations.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Content-Security-Policy violations:\n${violations.map((v) => JSON.stringify(v)).join('\n')}`);
      }
    },
    { auto: true },
  ],
  app: async ({ page }, use) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('ow.e2e', '1');
    });
    // The emulator starts once the first page has painted (issue 14). A journey's goto and reload
    // return when the page has loaded and the emulator answers, so that a test may drive it at once.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await emulatorReady(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await emulatorReady(page);
      return response;
    };
    await use(page);
  },
});

/** Waits until the app's emulator answers (at once on a page that is not the app). */
export async function emulatorReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || Boolean((window as unknown as { __owEmulator?: unknown }).__owEmulator),
  );
}

/** Waits until the in-page emulator is ready and returns to its seed state. */
export async function resetEmulator(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __owEmulator?: unknown }).__owEmulator));
  await page.evaluate(() => (window as unknown as { __owEmulator: { reset(): void } }).__owEmulator.reset());
}

/**
 * Rated today: the door-plate rating popup (due 30 days after the last rating) stays away from a
 * journey that is not about it. Call it on a page of the app (after `goto`).
 */
export async function keepRatingPopupAway(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString()));
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

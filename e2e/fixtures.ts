import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { parseFaults } from '../src/mocks/faults';
import { Stack } from '../e2e-server/stack';

/**
 * `E2E_GATEWAY=server`: the journeys run against the gateway server instead of the in-page
 * emulator: the production build for a real gateway (`npm run build:gw`, dist-gw) behind nginx,
 * which proxies the gateway, its socket and the admin API to dist-server/gateway.mjs. One such
 * stack per worker (e2e-server/stack.ts), on ports of its own (E2E_PORT + the worker's index for
 * nginx, E2E_GATEWAY_PORT, default E2E_PORT + 50, + the index for the server), reset before every
 * journey. Pages get a `window.__owEmulator` that calls the server's admin API and returns
 * Promises (docs/gateway-server.md).
 */
export const isServerMode = process.env.E2E_GATEWAY === 'server';

/** This worker's stack in server mode (one per worker process), else null. */
let serverStack: Stack | null = null;

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
export const test = base.extend<{ app: Page; csp: CspViolation[]; serverEmulator: void }, { gatewayStack: Stack | null }>({
  gatewayStack: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use, workerInfo) => {
      if (!isServerMode) return use(null);
      if (!existsSync('dist-gw/index.html')) throw new Error('E2E_GATEWAY=server runs against dist-gw: run `npm run build:gw` first');
      const appBase = Number(process.env.E2E_PORT || 4173);
      const gatewayBase = Number(process.env.E2E_GATEWAY_PORT || appBase + 50);
      const stack = new Stack({
        appPort: appBase + workerInfo.parallelIndex,
        gatewayPort: gatewayBase + workerInfo.parallelIndex,
        root: 'dist-gw',
        adminToken: randomBytes(18).toString('base64url'),
      });
      await stack.start();
      serverStack = stack;
      try {
        await use(stack);
      } finally {
        serverStack = null;
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ baseURL, gatewayStack }, use) => use(gatewayStack ? `${gatewayStack.origin}/` : baseURL),
  // Server mode: every journey starts from the seed (as a fresh browser does in-page) and its pages
  // drive the server through the admin API; faults a journey set are cleared after it.
  serverEmulator: [
    async ({ context, gatewayStack }, use) => {
      if (!gatewayStack) return use();
      // A server that died in an earlier journey (that journey failed with its output) starts again.
      if (gatewayStack.gatewayCrash()) await gatewayStack.startGateway();
      await gatewayStack.admin('reset');
      await context.addInitScript(installAdminEmulator, gatewayStack.adminToken);
      await use();
      const crash = gatewayStack.gatewayCrash();
      if (crash) throw new Error(crash);
      await gatewayStack.admin('clearFaults');
    },
    { auto: true },
  ],
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

/**
 * Runs in every page of a server-mode journey, before the app: `window.__owEmulator`, whose
 * functions (`reset()`, `queue.fillSlot(...)`, any path of src/mocks/test-api.ts) are calls of the
 * server's admin API on this origin, returning Promises. The admin token lives only here, in the
 * test, never in the build. A result pinned in `window.__owEmulatorPinned` (`pinEmulatorResult`)
 * is returned at once, for code that needs it synchronously.
 */
function installAdminEmulator(token: string) {
  const w = window as unknown as { __owEmulator?: unknown; __owEmulatorPinned?: Record<string, unknown> };
  const call = async (name: string, args: unknown[]) => {
    const res = await fetch(`/__admin/api/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ args }),
    });
    const body = (await res.json()) as { code: number; data: unknown; message?: string };
    if (body.code !== 200) throw new Error(`__owEmulator.${name}: ${body.message ?? res.status}`);
    return body.data;
  };
  const at = (path: string): unknown =>
    new Proxy(() => undefined, {
      // Not a thenable: `then` (and symbols) are no functions of the test interface.
      get: (_, key) => (typeof key === 'string' && key !== 'then' ? at(path ? `${path}.${key}` : key) : undefined),
      apply: (_, __, args: unknown[]) => {
        const pinned = w.__owEmulatorPinned;
        return pinned && path in pinned ? pinned[path] : call(path, args);
      },
    });
  w.__owEmulator = at('');
}

/**
 * A context a journey made itself (`browser.newContext`) gets what the fixture gives its own: in
 * server mode the admin API as `window.__owEmulator`; in-page nothing is needed.
 */
export async function withEmulator(context: BrowserContext): Promise<void> {
  if (serverStack) await context.addInitScript(installAdminEmulator, serverStack.adminToken);
}

/**
 * Opens `route` (`/home?...`) with the fault switch on (`latency:800,error:1,match:/hall`, the
 * syntax of src/mocks/faults.ts). In-page: `/?faults=...#route`, for that tab. Server mode: the
 * same faults set on the server for every phone, until `clearFaults()` or the journey's end.
 */
export async function gotoWithFaults(page: Page, faults: string, route: string): Promise<void> {
  if (serverStack) {
    await serverStack.admin('setFaults', parseFaults(faults));
    await page.goto(`./#${route}`);
  } else {
    await page.goto(`./?faults=${encodeURIComponent(faults)}#${route}`);
  }
}

/**
 * A function of the emulator's test interface (`im.countSent`, `queue.fillSlot`, ...), called from
 * the test: in-page through `page`'s `window.__owEmulator`; in server mode straight to the admin API,
 * so it answers whatever the page's network is doing (offline, faults).
 */
export async function callEmulator<T = unknown>(page: Page, name: string, ...args: unknown[]): Promise<T> {
  if (serverStack) return serverStack.admin<T>(name, ...args);
  return page.evaluate(
    async ([n, a]) => {
      let owner: unknown = null;
      let at: unknown = (window as unknown as { __owEmulator: unknown }).__owEmulator;
      for (const part of n.split('.')) {
        owner = at;
        at = (at as Record<string, unknown>)[part];
      }
      return (await (at as (...x: unknown[]) => unknown).apply(owner, a)) as T;
    },
    [name, args] as [string, unknown[]],
  );
}

/**
 * Server mode: `window.__owEmulator.<name>()` returns `value` at once in this page from now on
 * (for code that calls the emulator synchronously, as the messenger's test double does). In-page
 * nothing changes: the emulator answers synchronously anyway.
 */
export async function pinEmulatorResult(page: Page, name: string, value: unknown): Promise<void> {
  if (!serverStack) return;
  const pin = ([n, v]: [string, unknown]) => {
    const w = window as unknown as { __owEmulatorPinned?: Record<string, unknown> };
    w.__owEmulatorPinned = { ...w.__owEmulatorPinned, [n]: v };
  };
  await page.addInitScript(pin, [name, value] as [string, unknown]);
  await page.evaluate(pin, [name, value] as [string, unknown]);
}

/**
 * Waits until the app's emulator answers (at once on a page that is not the app, and in server
 * mode, where the server answers and `__owEmulator` is there from the start).
 */
export async function emulatorReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || Boolean((window as unknown as { __owEmulator?: unknown }).__owEmulator),
  );
}

/** Waits until the emulator is ready and returns it to its seed state (in-page, or the server's). */
export async function resetEmulator(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { __owEmulator?: unknown }).__owEmulator));
  await page.evaluate(async () => {
    await (window as unknown as { __owEmulator: { reset(): void | Promise<void> } }).__owEmulator.reset();
  });
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

/**
 * The journeys' one way to drive the emulator (issue 36): its type, a function run against it in
 * the page, and the calls journeys make most (a session, the clock, faults). Beside it:
 * e2e/support/pages.ts (hash navigation, the login page), e2e/axe.ts (`noSeriousAxe`) and
 * e2e/fixtures.ts (the `test` fixtures, `resetEmulator`, `callEmulator`, `gotoWithFaults`, ...).
 * Every helper here calls `window.__owEmulator` inside the page and awaits it: in server mode its
 * functions are calls of the gateway server's admin API.
 */
import type { Page } from '@playwright/test';
import type { EmulatorTestApi } from '../../src/mocks/test-api';

/**
 * What a journey calls of the page's `window.__owEmulator`: src/mocks/test-api.ts, every function
 * answering either at once (the in-page emulator) or with a Promise (server mode,
 * `E2E_GATEWAY=server`, where each call goes to the gateway server's admin API). Await every call.
 */
export type Emulator = Answering<EmulatorTestApi>;

type Answering<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => R | Promise<R> : Answering<T[K]>;
};

/** The faults of `setFaults` (src/mocks/faults.ts). */
export type Faults = Parameters<EmulatorTestApi['setFaults']>[0];

/** Who a session is started for (`startSession`'s options: the user, the mobile, ...). */
export type Who = Parameters<EmulatorTestApi['startSession']>[0];

/** The seed's demo citizen. */
export const CITIZEN = { userId: 'U0001', mobile: '13800138000' } as const;

/**
 * Runs `fn` in the page with its emulator as `e` and `arg` as `a`, and returns what it returns:
 * `emulator(page, async (e, m) => e.advanceClock(m as number), 60_000)`. `fn` is sent as its
 * source: it may use nothing of the test but `e` and `a`.
 */
export const emulator = <T>(page: Page, fn: (e: Emulator, arg: unknown) => T, arg?: unknown) =>
  page.evaluate(
    ([f, a]) =>
      new Function('e', 'a', `return (${f})(e, a)`)((window as unknown as { __owEmulator: Emulator }).__owEmulator, a) as Awaited<T>,
    [fn.toString(), arg] as const,
  );

/**
 * Logged in in this tab without the login page, as after a login: a session the emulator starts
 * for `who`, its token and secret in sessionStorage (a tab closed and opened again has none).
 * Returns the session.
 */
export async function logIn(page: Page, who: Who = CITIZEN): Promise<{ token: string; secret: string }> {
  return page.evaluate(async (w) => {
    const { token, secret } = await (window as unknown as { __owEmulator: Emulator }).__owEmulator.startSession(w);
    window.sessionStorage.setItem('token', token);
    window.sessionStorage.setItem('secret', secret);
    return { token, secret };
  }, who);
}

/** Moves the emulator's clock on by `ms` (what falls due meanwhile runs). */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  await page.evaluate(async (m) => {
    await (window as unknown as { __owEmulator: Emulator }).__owEmulator.advanceClock(m);
  }, ms);
}

/** The emulator's clock at a China-time `minute` of the next working day (600: 10:00, halls open). */
export async function toNextWorkingDayAt(page: Page, minute: number): Promise<void> {
  await emulator(page, async (e, m) => e.advanceClock((await e.queue.nextWorkingDayAt(m as number)) - (await e.now())), minute);
}

/** The gateway fails as `faults` says (`{ error: 1, match: '/realName/verify' }`) until `clearFaults`. */
export async function setFaults(page: Page, faults: Faults): Promise<void> {
  await page.evaluate(async (f) => {
    await (window as unknown as { __owEmulator: Emulator }).__owEmulator.setFaults(f);
  }, faults);
}

/** The gateway recovers: no faults. */
export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (window as unknown as { __owEmulator: Emulator }).__owEmulator.clearFaults();
  });
}

/** Expires every session: the next call that needs one answers 401. */
export async function expireSessions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (window as unknown as { __owEmulator: Emulator }).__owEmulator.expireSessions();
  });
}

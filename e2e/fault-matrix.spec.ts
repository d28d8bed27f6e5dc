import type { Page } from '@playwright/test';
import { routes, type RouteDef } from '../src/config/routes';
import { parseFaults } from '../src/mocks/faults';
import { callEmulator, expect, hashRoute, keepRatingPopupAway, resetEmulator, test } from './fixtures';
import { targetOf } from './route-targets';

/**
 * The fault matrix over every route of the route table (issue 38; docs/reliability.md). Each
 * route is opened logged in, under each fault in turn, in one page whose clock is faked (a 60 s
 * time-out costs no real minute). Every route must end with its content, or a Chinese message
 * with a 重试 that works once the fault is gone, or the login and, after it, the same route with
 * its content. `OW_FAULT_MATRIX=ci` runs the time-out, the 500 and the 401 (npm run test:faults);
 * `OW_FAULT_MATRIX=full` all seven.
 * `OW_FAULT_ROUTES=home,governmentMap` takes only these routes; `OW_FAULT_REPORT=1` reports the
 * routes that do not hold instead of failing (the table of docs/reliability.md).
 */

type FaultName = 'error' | 'malformed' | 'timeout' | '401' | 'latency' | 'hang' | 'offline';

/** The emulator's fault switch for each fault (src/mocks/faults.ts); offline is the browser's. */
const FAULT_SPEC: Record<FaultName, string> = {
  error: 'error:1',
  malformed: 'malformed:1',
  timeout: 'timeout:1',
  '401': '401:1',
  latency: 'latency:3000',
  hang: 'timeout:1',
  offline: '',
};

const FULL = process.env.OW_FAULT_MATRIX === 'full';
const FAULTS: FaultName[] =
  (process.env.OW_FAULT_LIST?.split(',').filter(Boolean) as FaultName[] | undefined) ??
  (FULL ? ['timeout', 'error', 'malformed', 'latency', 'hang', 'offline', '401'] : ['timeout', 'error', '401']);
const ONLY = process.env.OW_FAULT_ROUTES?.split(',').filter(Boolean);
const REPORT = Boolean(process.env.OW_FAULT_REPORT);
/**
 * Cells seen failing and not fixed yet (docs/reliability.md): reported, not failed, so the run
 * stays a gate for every other cell. `route` alone: every fault of that route. Empty since
 * 2026-11-28: the twelve routes once listed hold, 预约详情 is opened with a booking the walk makes,
 * and 不予受理通知 of a case without one says so instead of offering a retry.
 */
const KNOWN = new Set<string>([]);
const known = (c: { route: string; fault: string }) => KNOWN.has(c.route) || KNOWN.has(`${c.route} ${c.fault}`);

/** Routes per test: each test is one page walking its routes, so two workers share the table. */
const PER_TEST = 10;

/** Not pages of their own: they hand over at once to another route (checked as such). */
const MOVES_ON = (r: RouteDef, landed: string) => landed !== r.path.split('?')[0];

const emu = (page: Page, fn: string, ...args: unknown[]) =>
  page.evaluate(
    async ([f, a]) => {
      const e = (window as unknown as { __owEmulator: Record<string, (...x: unknown[]) => unknown> }).__owEmulator;
      return e[f](...a);
    },
    [fn, args] as [string, unknown[]],
  );

/**
 * Resets the page's query cache (found through React's root): each fault meets a page with
 * nothing kept. A kept-alive page still watching its queries fetches again at once, under the fault.
 */
async function resetQueryCache(page: Page) {
  await page.evaluate(async () => {
    const root = document.getElementById('root') as unknown as Record<string, unknown> | null;
    const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    type Client = { resetQueries(): Promise<void>; getQueryCache(): unknown };
    type Fiber = { memoizedProps?: { client?: Client }; child?: Fiber; sibling?: Fiber };
    const stack: Fiber[] = key ? [root[key] as Fiber] : [];
    let seen = 0;
    while (stack.length && seen++ < 5000) {
      const f = stack.pop()!;
      const client = f.memoizedProps?.client;
      if (client && typeof client.getQueryCache === 'function') {
        void client.resetQueries().catch(() => undefined);
        return;
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
  });
}

/**
 * Keeps the rating popup and the 10-minute feedback prompt (docs/spec-rules.md section 9) off the
 * walk: the page's clock passes ten minutes after about eight routes, and the prompt's sheet then
 * covered the page under test (its 重试 and the login could not be tapped).
 */
async function keepPromptsAway(page: Page) {
  await keepRatingPopupAway(page);
  await page.evaluate(() => {
    const all = JSON.parse(window.sessionStorage.getItem('ow.session') ?? '{}') as { rating?: object };
    window.sessionStorage.setItem('ow.session', JSON.stringify({ ...all, rating: { ...all.rating, promptShown: true } }));
  });
}

/** A session of the demo user in this tab (the emulator's, as after a login); false when one had to be started. */
async function ensureSession(page: Page): Promise<boolean> {
  if (await page.evaluate(() => Boolean(window.sessionStorage.getItem('token')))) return true;
  const { token, secret } = (await emu(page, 'startSession', { userId: 'U0001', mobile: '13800138000' })) as {
    token: string;
    secret: string;
  };
  await page.evaluate(
    ([t, s]) => {
      window.sessionStorage.setItem('token', t);
      window.sessionStorage.setItem('secret', s);
    },
    [token, secret],
  );
  return false;
}

async function go(page: Page, route: string) {
  await page.evaluate((h) => {
    window.location.hash = `#${h}`;
  }, route);
}

/** What the page shows now: loading, an error with its retry, the login, or content. */
async function state(page: Page): Promise<'busy' | 'retry' | 'login' | 'content'> {
  return page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || (el as HTMLElement).getClientRects().length > 0;
    if (window.location.hash.startsWith('#/login')) return 'login';
    const retry = [...document.querySelectorAll('[role="alert"] button, .adm-result button, button')].some(
      (b) => visible(b) && /^重\s*试$|^重新加载$|^重新定位$/.test((b.textContent ?? '').trim()) && b.closest('[role="alert"]'),
    );
    if (retry) return 'retry';
    if ([...document.querySelectorAll('[aria-busy="true"]')].some(visible)) return 'busy';
    return 'content';
  });
}

/** Lets the page work for `ms` of its (faked) clock, in steps, as time passes for a user. */
async function pass(page: Page, ms: number, step = 1000) {
  for (let t = 0; t < ms; t += step) {
    await page.clock.runFor(step);
    await page.waitForTimeout(20);
  }
}

/** Waits (real time, the page's clock running with it) until the page shows one thing for `stableMs`. */
async function settle(page: Page, realMs: number, stableMs = 200) {
  let last = await state(page);
  let since = Date.now();
  const until = Date.now() + realMs;
  while (Date.now() < until) {
    await page.waitForTimeout(60);
    const now = await state(page);
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (now !== 'busy' && Date.now() - since >= stableMs) return now;
  }
  return last;
}

/** Settles, moving the page's clock on by `step` while it is still loading (a retry's delay, a latency). */
async function drive(page: Page, step: number, rounds: number) {
  let s = await settle(page, 1000);
  for (let i = 0; i < rounds && s === 'busy'; i++) {
    await page.clock.runFor(step);
    s = await settle(page, 1000);
  }
  return s;
}

async function logIn(page: Page) {
  const timeout = 4000;
  await page.getByLabel('手机号').fill('13800138000', { timeout });
  await page.getByRole('button', { name: '获取验证码' }).click({ timeout });
  const code = (await page.getByTestId('demo-sms-code').textContent({ timeout }))!;
  await page.getByLabel('短信验证码').fill(code, { timeout });
  await page.getByText('我已阅读并同意《用户服务协议》和《隐私政策》').click({ timeout });
  await page.getByRole('button', { name: '登录', exact: true }).click({ timeout });
}

async function clickRetries(page: Page) {
  let s = await state(page);
  for (let i = 0; i < 3 && s === 'retry'; i++) {
    await page
      .getByRole('alert')
      .getByRole('button', { name: /^重\s*试$|^重新加载$/ })
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
    s = await drive(page, 1500, 4);
  }
  return s;
}

interface Cell {
  route: string;
  fault: FaultName;
  held: boolean;
  how: string;
}

/** One route under one fault: what it ended with, and whether that holds. */
async function runCell(page: Page, route: RouteDef, target: string, fault: FaultName, baseline: string): Promise<Cell> {
  const cell = (held: boolean, how: string): Cell => ({ route: route.name, fault, held, how });
  const landedOk = () => hashRoute(page).split('?')[0] === baseline;
  await go(page, '/__matrix_blank');
  if (fault === 'offline') await page.context().setOffline(true);
  else await emu(page, 'setFaults', parseFaults(FAULT_SPEC[fault]));
  await resetQueryCache(page);
  await go(page, target);
  // Under a time-out the page's calls go out, then nothing comes back: no need to watch it load.
  let s = fault === 'timeout' ? await page.waitForTimeout(300).then(() => state(page)) : await settle(page, 800);
  if (fault === 'timeout') {
    // Every call of the page is in flight and never answered: one 60 s deadline, then its end.
    for (let i = 0; i < 2 && (i === 0 || s === 'busy'); i++) {
      await page.clock.runFor(61_000);
      s = await settle(page, 1500);
    }
  } else if (fault === 'hang') {
    // The same gateway, time passing second by second: the page ends by the deadline, not before it.
    await pass(page, 65_000, 5000);
    s = await settle(page, 1500);
  } else if (fault === 'latency') {
    s = await drive(page, 3500, 8);
    return cell(s === 'content' && landedOk(), `latency: ${s}`);
  } else if (s !== 'login') {
    s = await drive(page, 1500, 3);
  }
  if (fault === 'offline') await page.context().setOffline(false);
  else await emu(page, 'clearFaults');
  if (s === 'busy') return cell(false, 'still loading');
  if (s === 'content') return cell(landedOk(), landedOk() ? 'content' : `landed on ${hashRoute(page)}`);
  if (s === 'retry') {
    const end = await clickRetries(page);
    const left =
      end === 'retry'
        ? ` (${await page
            .getByRole('alert')
            .first()
            .innerText()
            .then((t) => t.replace(/\s+/g, ' ').slice(0, 60))
            .catch(() => '')})`
        : '';
    return cell(end === 'content' && landedOk(), `retry → ${end}${left}`);
  }
  // The login: log in again, then the same route with its content.
  const redirect = new URLSearchParams(hashRoute(page).split('?')[1] ?? '').get('redirect') ?? '';
  if (fault !== '401') return cell(false, `login under ${fault}`);
  try {
    await logIn(page);
  } catch (e) {
    return cell(false, `login failed: ${String(e).slice(0, 80)}`);
  }
  await expect
    .poll(() => hashRoute(page).startsWith('/login'), { timeout: 6000, intervals: [100] })
    .toBe(false)
    .catch(() => undefined);
  const end = await drive(page, 1500, 3);
  return cell(end === 'content' && landedOk(), `login (redirect ${redirect.split('?')[0]}) → ${end} at ${hashRoute(page).split('?')[0]}`);
}

const picked = routes.filter((r) => !ONLY || ONLY.includes(r.name)).filter((r) => r.name !== 'login');
const chunks: RouteDef[][] = [];
for (let i = 0; i < picked.length; i += PER_TEST) chunks.push(picked.slice(i, i + PER_TEST));

test.describe('fault matrix: every route of the table, under every fault', () => {
  // Its own command (npm run test:faults; OW_FAULT_MATRIX=ci or full): the table takes 10 to 20
  // minutes on two cores, more than the journeys' share of CI (docs/reliability.md).
  test.skip(!process.env.OW_FAULT_MATRIX, 'the fault matrix runs with npm run test:faults');
  // The chunks are independent pages: both workers take them.
  test.describe.configure({ mode: 'parallel' });
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 39.125, longitude: 117.19 });
  });

  for (const [n, chunk] of chunks.entries()) {
    test(`routes ${n * PER_TEST + 1}-${n * PER_TEST + chunk.length}: ${chunk[0].name} … ${chunk[chunk.length - 1].name}`, async ({
      app: page,
    }) => {
      test.setTimeout((FULL ? 150_000 : 60_000) + chunk.length * (FULL ? 90_000 : 30_000));
      await page.clock.install();
      await page.goto('./#/home');
      await resetEmulator(page);
      await emu(page, 'insertDemoRecords');
      await keepPromptsAway(page);
      // What the seed lacks, made now: a booking of the demo citizen for 预约详情.
      const made: Record<string, string> = {};
      if (chunk.some((r) => r.name === 'appointmentDetails'))
        made.appointmentDetails = `id=${await callEmulator<string>(page, 'queue.bookFor', 'U0001', 'H1201010', 'M12010100')}`;
      const cells: Cell[] = [];
      for (const route of chunk) {
        const target = targetOf(route, made[route.name]);
        // Each route in a page of its own (what a route leaves behind, kept-alive pages, the cache,
        // goes with a reload), logged in (a 401 whose login failed left no session).
        await go(page, '/__matrix_blank');
        await ensureSession(page);
        await keepPromptsAway(page);
        await page.reload();
        // Without faults first: where the route lands and that it shows something.
        await go(page, target);
        const base = await drive(page, 1500, 4);
        const baseline = hashRoute(page).split('?')[0];
        if (base !== 'content' || baseline.startsWith('/login')) {
          cells.push({ route: route.name, fault: 'timeout', held: false, how: `no content without faults: ${base} at ${baseline}` });
          console.log(`FAIL ${route.name} baseline: ${base} at ${baseline}`);
          continue;
        }
        for (const fault of FAULTS) {
          const t0 = Date.now();
          const c = await runCell(page, route, target, fault, baseline).catch((e: unknown): Cell => ({
            route: route.name,
            fault,
            held: false,
            how: `threw ${String(e).slice(0, 100)}`,
          }));
          if (MOVES_ON(route, baseline)) c.how += ' (moves on)';
          c.how += ` [${Date.now() - t0} ms]`;
          cells.push(c);
          console.log(`${c.held ? 'ok  ' : 'FAIL'} ${c.route} ${c.fault}: ${c.how}`);
          // A lost session (a 401 whose login did not bring the page back) is restored for the next cell.
          if (hashRoute(page).startsWith('/login') || !(await ensureSession(page))) {
            await go(page, '/__matrix_blank');
            await keepPromptsAway(page);
            await page.reload();
          }
        }
      }
      const failing = cells.filter((c) => !c.held && !known(c));
      test.info().annotations.push({
        type: 'matrix',
        description: JSON.stringify(cells.map((c) => [c.route, c.fault, c.held ? 1 : 0, c.how])),
      });
      if (!REPORT) expect(failing.map((c) => `${c.route} ${c.fault}: ${c.how}`)).toEqual([]);
    });
  }
});

import type { Locator, Page } from '@playwright/test';
import { callEmulator, expect, hashRoute, keepRatingPopupAway, resetEmulator, test } from './fixtures';
import { logIn, setFaults, clearFaults } from './support/emulator';
import { go, submitSmsLogin } from './support/pages';
import { FORMS, type FormCase } from './support/forms/index';

/**
 * The form fault matrix (issue 38 item 3; docs/reliability.md, "Submits"): every form that sends,
 * filled as a citizen fills it, then sent while the gateway fails on that form's call, in one page
 * whose clock is faked (a 60 s time-out costs no real minute). Each form, under each fault, must
 * end with a message and what was typed still there, or with the login and, after it, the form
 * back with what was typed; sent again once the gateway is back, it goes through; and the gateway
 * never gets it twice: one send per tap, a slow answer tapped three times sent once, one handled
 * send in all (the emulator's call log, `calls`).
 *
 * The forms are the table of e2e/support/forms.ts; tests/tooling/form-matrix.test.ts checks that
 * every component with a guarded submit is in it or named there with the reason it is not.
 * `OW_FAULT_MATRIX=ci` (npm run test:faults) runs the time-out, the 500, the 401 and the 3 s
 * latency; `OW_FAULT_MATRIX=full` all seven; `OW_FAULT_FORMS=complaint,consult` some forms.
 */

type FaultName = 'error' | 'malformed' | 'timeout' | '401' | 'latency' | 'hang' | 'offline';

const FULL = process.env.OW_FAULT_MATRIX === 'full';
const FAULTS: FaultName[] =
  (process.env.OW_FAULT_LIST?.split(',').filter(Boolean) as FaultName[] | undefined) ??
  (FULL ? ['error', 'malformed', 'timeout', 'hang', 'latency', 'offline', '401'] : ['timeout', 'error', 'latency', '401']);
const ONLY = process.env.OW_FAULT_FORMS?.split(',').filter(Boolean);

/** The emulator's fault switch for each fault (src/mocks/faults.ts), on the form's call only. */
const FAULT_OF: Record<
  Exclude<FaultName, 'offline'>,
  { error?: number; malformed?: number; timeout?: number; unauthorized?: number; latency?: number }
> = {
  error: { error: 1 },
  malformed: { malformed: 1 },
  timeout: { timeout: 1 },
  hang: { timeout: 1 },
  '401': { unauthorized: 1 },
  latency: { latency: 3000 },
};

/** What the page says when a send failed: its own words (提交失败：…) or the client's (超时, 网络). */
const FAILED = /提交失败|失败|超时|网络|繁忙|有误/;

const calls = (page: Page, form: FormCase) =>
  callEmulator<{ sent: number; handled: number }>(page, 'calls', form.path, form.method ?? 'POST');

/** Keeps the rating popup and the 10-minute feedback prompt off the form (a faked minute passes quickly). */
async function keepPromptsAway(page: Page) {
  await keepRatingPopupAway(page);
  await page.evaluate(() => {
    const all = JSON.parse(window.sessionStorage.getItem('ow.session') ?? '{}') as { rating?: object };
    window.sessionStorage.setItem('ow.session', JSON.stringify({ ...all, rating: { ...all.rating, promptShown: true } }));
  });
}

/** Every draft of this browser thrown away (sessionStorage and IndexedDB, docs/reliability.md): each cell starts empty. */
async function forgetDrafts(page: Page) {
  await page.evaluate(async () => {
    for (const k of Object.keys(window.sessionStorage)) if (k.startsWith('ow.draft.')) window.sessionStorage.removeItem(k);
    await new Promise<void>((resolve) => {
      const req = indexedDB.open('ow-drafts');
      req.onerror = () => resolve();
      req.onsuccess = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains('drafts')) {
          db.close();
          return resolve();
        }
        const tx = db.transaction('drafts', 'readwrite');
        tx.objectStore('drafts').clear();
        tx.oncomplete = tx.onerror = () => {
          db.close();
          resolve();
        };
      };
    });
  });
}

/** The form's page, fresh: the emulator at its seed, the citizen logged in, no draft of the cell before. */
async function open(page: Page, form: FormCase): Promise<string> {
  await go(page, '/__form_blank');
  await page.reload();
  await resetEmulator(page);
  await forgetDrafts(page);
  // A login through the login page (the 401 cell's) leaves its kept login and account on the
  // device: gone with the emulator's reset, it would log this cell out at the tab's start.
  await page.evaluate(() => {
    for (const k of Object.keys(window.localStorage)) if (k !== 'ow.e2e') window.localStorage.removeItem(k);
  });
  await logIn(page, form.who);
  await keepPromptsAway(page);
  const route = (await form.prepare?.(page)) ?? form.route;
  // The tab's start with its session (as after a login), then the form.
  await page.reload();
  await go(page, route);
  return route;
}

/** What was typed is on screen: in a field, or on the check-your-answers step. */
async function expectKept(page: Page, form: FormCase, why: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (text) =>
            [...document.querySelectorAll('input, textarea')].some((el) => (el as HTMLInputElement).value.includes(text)) ||
            document.body.innerText.includes(text),
          form.typed,
        ),
      { message: `${form.name} ${why}: "${form.typed}" still on screen`, timeout: 8000 },
    )
    .toBe(true);
}

/** The form's last button (提交, 确认提交, …), reached through its 下一步 steps when the form starts over. */
async function finalButton(page: Page, form: FormCase): Promise<Locator> {
  const final = (form.within?.(page) ?? page).getByRole('button', { name: form.submit, exact: typeof form.submit === 'string' });
  for (let i = 0; i < 8; i++) {
    const next = page.getByRole('button', { name: /^下一步/ }).first();
    await expect(final.or(next).first()).toBeVisible({ timeout: 8000 });
    // A form back from a login, or just tapped on, may still be moving to its step: which step it
    // is on is read once it has stopped moving, or a 下一步 on its way out is taken for the step's.
    const before = await settledStep(page);
    if (await final.isVisible()) return final;
    // Enabled, then tapped without Playwright's stability wait (two equal boxes in consecutive
    // animation frames, frames the page's faked clock drives): in one CI run (/tmp/ci41) the step
    // button of 预约办理 stayed "not stable" for 15 s; not reproduced in six local runs under load.
    await expect(next).toBeEnabled({ timeout: 15_000 });
    // Gone under the tap (the step moved on by itself after all): look again.
    if (
      !(await next.click({ timeout: 3000, force: true }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    await form.afterNext?.(page);
    // The step moves on after its check of the fields (asynchronous): until it has, the step left
    // behind still shows its 下一步, which the next round would take for the new step's and wait
    // for while it goes away (预约办理, 综合窗口预约: "not found" for 15 s on 核对预约信息).
    await expect.poll(() => stepShown(page), { message: `${form.name}: 下一步 moves the form on`, timeout: 8000 }).not.toBe(before);
  }
  throw new Error(`${form.name}: ${String(form.submit)} not reached through its steps`);
}

/** Which step of a form is on screen: its address (a step's name is in it) and its headings. */
const stepShown = (page: Page) =>
  page.evaluate(
    () => `${window.location.hash} ${[...document.querySelectorAll('h1, h2, h3, legend, button')].map((el) => el.textContent).join('/')}`,
  );

/** `read` once two reads a quarter of a (real) second apart agree (up to 5 s). */
async function settled<T>(read: () => Promise<T>): Promise<T> {
  let last = await read();
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

const settledStep = (page: Page) => settled(() => stepShown(page));

/** Taps `button` `taps` times, as fast as a finger: at its place on screen, enabled or not. */
async function tap(page: Page, button: Locator, taps: number) {
  if (taps === 1) return button.click({ timeout: 8000 });
  await button.scrollIntoViewIfNeeded();
  // Where the button has come to rest: a dialog's button moves while the dialog opens, and taps at
  // where it was on its way miss it (取消预约's 确认取消 under the 3 s latency, once under load).
  const box = (await settled(() => button.boundingBox()))!;
  for (let i = 0; i < taps; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Sends the form: its last button (and its confirmation's, when it asks), the sending tap `taps` times. */
async function send(page: Page, form: FormCase, taps = 1) {
  const button = await finalButton(page, form);
  if (!form.confirm) return tap(page, button, taps);
  await button.click({ timeout: 8000 });
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: form.confirm, exact: true }) });
  await tap(page, dialog.getByRole('button', { name: form.confirm, exact: true }), taps);
}

/** Lets the page's clock run on by `ms`, in steps, as time passes for a user. */
async function pass(page: Page, ms: number, step: number) {
  for (let t = 0; t < ms; t += step) await page.clock.runFor(step);
}

/**
 * The failure said on the page and still there a few seconds later (a toast alone is gone before
 * an elderly citizen has read it): an alert, or a dialog, that says the send failed.
 */
async function failureShown(page: Page, form: FormCase, fault: FaultName) {
  await pass(page, 5000, 1000);
  const said = page.getByRole('alert').or(page.getByRole('alertdialog')).or(page.getByRole('dialog')).filter({ hasText: FAILED });
  await expect(said.first(), `${form.name} under ${fault}: a message on the page that says the send failed`).toBeVisible({
    timeout: 8000,
  });
}

/** One form under one fault; throws (with what went wrong) when it does not hold. */
async function cell(page: Page, form: FormCase, fault: FaultName) {
  const route = await open(page, form);
  await form.fill(page);
  await expectKept(page, form, 'filled');
  if (fault === 'offline') await page.context().setOffline(true);
  else await setFaults(page, { ...FAULT_OF[fault], match: form.path });

  if (fault === 'latency') {
    // A slow gateway: tapped three times, sent once, and it goes through.
    await send(page, form, 3);
    await pass(page, 4000, 500);
    await form.done(page);
    expect(await calls(page, form), `${form.name} under latency: one send of three taps`).toEqual({ sent: 1, handled: 1 });
    return;
  }

  await send(page, form);
  // The call reaches the gateway before the page's clock runs on: moved at once, the call's own
  // 60 s would end it while it is still on its way (the service worker's hop is real time).
  if (fault === 'timeout' || fault === 'hang')
    await expect
      .poll(() => calls(page, form), { message: `${form.name}: the send reaches the gateway`, timeout: 8000 })
      .toEqual({ sent: 1, handled: 0 });
  if (fault === 'timeout') await page.clock.runFor(61_000);
  if (fault === 'hang') await pass(page, 65_000, 5000);

  if (fault === '401') {
    // The login at once, then the form back with what was typed.
    await expect.poll(() => hashRoute(page), { message: `${form.name}: the login after a 401`, timeout: 10_000 }).toMatch(/^\/login/);
    await clearFaults(page);
    await submitSmsLogin(page, form.who?.mobile);
    await expect
      .poll(() => hashRoute(page).split('?')[0], { message: `${form.name}: back on the form after the login`, timeout: 10_000 })
      .toBe(route.split('?')[0]);
    await expectKept(page, form, 'after the login');
  } else {
    await failureShown(page, form, fault);
    await expectKept(page, form, `after ${fault}`);
    expect(await calls(page, form), `${form.name} under ${fault}: one send, not taken`).toEqual({
      sent: fault === 'offline' ? 0 : 1,
      handled: 0,
    });
    if (fault === 'offline') await page.context().setOffline(false);
    else await clearFaults(page);
  }

  // The gateway is back: sent again, it goes through, and the gateway has it once.
  await send(page, form);
  await form.done(page);
  expect((await calls(page, form)).handled, `${form.name} after ${fault}: handled once`).toBe(1);
}

/**
 * Forms seen failing and not fixed yet (docs/reliability.md, "The form matrix"): their cells run and
 * print, and do not fail the run, so the matrix stays a gate for every other form. Empty: 预约办理
 * and 综合窗口预约 were here until the race in the walk through their steps was found (finalButton).
 */
const KNOWN = new Set<string>([]);

/**
 * What the page shows when a cell did not hold, for its report: the address, the headings, the
 * buttons, and how much of the page changed within one real second (a step rendered again and
 * again shows as nodes added and removed while nobody touches it).
 */
async function whatThePageShows(page: Page): Promise<string> {
  try {
    await page.evaluate(() => {
      const w = window as unknown as { __owChanges: { added: number; removed: number } };
      w.__owChanges = { added: 0, removed: 0 };
      new MutationObserver((records) => {
        for (const r of records) {
          w.__owChanges.added += r.addedNodes.length;
          w.__owChanges.removed += r.removedNodes.length;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    // One real second (the page's own clock is faked).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return await page.evaluate(() => {
      const { added, removed } = (window as unknown as { __owChanges: { added: number; removed: number } }).__owChanges;
      const texts = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .map((el) => (el.textContent ?? '').trim().slice(0, 20))
          .filter(Boolean)
          .join('/');
      const trail = (window as unknown as { __owTrail?: string[] }).__owTrail ?? [];
      return `at ${window.location.hash} (history ${history.length}, since the load ${trail.slice(-8).join(' > ')}); headings ${texts('h1, h2')}; buttons ${texts('main button')}; alerts ${texts('[role=alert], [role=dialog], [role=alertdialog]')}; in 1 s: +${added} -${removed} nodes`;
    });
  } catch (e) {
    return `the page could not be read: ${String(e).slice(0, 80)}`;
  }
}

const picked = FORMS.filter((f) => !ONLY || ONLY.includes(f.id));

test.describe('form fault matrix: every form, under every fault', () => {
  test.skip(!process.env.OW_FAULT_MATRIX, 'the fault matrix runs with npm run test:faults');
  test.describe.configure({ mode: 'parallel' });
  // A step that cannot be done fails its cell in seconds, not the whole form's time.
  test.use({ actionTimeout: 10_000 });

  for (const form of picked) {
    test(`${form.id} (${form.name})`, async ({ app: page }) => {
      test.setTimeout(60_000 + FAULTS.length * 45_000);
      // OW_FAULT_CPU=4: the page's CPU slowed (as a loaded CI machine slows it), to bring out races.
      if (process.env.OW_FAULT_CPU) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.OW_FAULT_CPU) });
      }
      await page.clock.install();
      // The addresses the page went through since it loaded, for a failing cell's report.
      await page.addInitScript(() => {
        const trail: string[] = [];
        (window as unknown as { __owTrail: string[] }).__owTrail = trail;
        const note = () => trail.push(window.location.hash.split('&')[0]);
        note();
        window.addEventListener('hashchange', note);
        window.addEventListener('popstate', note);
      });
      await page.goto('./#/home');
      const failing: string[] = [];
      for (const fault of FAULTS) {
        const t0 = Date.now();
        try {
          await cell(page, form, fault);
          console.log(`ok   ${form.id} ${fault} [${Date.now() - t0} ms]`);
        } catch (e) {
          const why = String(e instanceof Error ? e.message : e)
            .split('\n')
            .filter((l) => l.trim())
            .slice(0, 8)
            .join(' ');
          const seen = await whatThePageShows(page);
          failing.push(`${form.id} ${fault}: ${why} | ${seen}`);
          console.log(`FAIL ${form.id} ${fault} [${Date.now() - t0} ms]: ${why} | ${seen}`);
          await page.context().setOffline(false);
          await clearFaults(page).catch(() => undefined);
        }
      }
      if (KNOWN.has(form.id)) {
        test.info().annotations.push({ type: 'known', description: failing.join('\n') || 'held' });
        return;
      }
      expect(failing).toEqual([]);
    });
  }
});

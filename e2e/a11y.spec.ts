import type { Page } from '@playwright/test';
import { matchRoute, routes, type RouteDef } from '../src/config/routes';
import { axe } from './axe';
import { expect, hashRoute, keepRatingPopupAway, resetEmulator, test } from './fixtures';
import { PATH_PARAMS, SEED_QUERY } from './route-targets';
import { emulator, logIn } from './support/emulator';
import { go } from './support/pages';

/**
 * The accessibility gate: every route of the route table, as a visitor (open routes) and as a
 * logged-in citizen (routes that need login, and the open ones whose content changes with a
 * user), through axe-core with WCAG 2.0 A/AA and 2.1 AA. A route added to the table is visited
 * without touching this file; the maps below only add what a page needs to show real content.
 */

// What a page needs in its address for real content (ids of the emulator's demo records, path
// parameters): shared with the fault matrix in ./route-targets.ts.
/** Open routes whose page differs for a logged-in user: visited in both states. */
const ALSO_LOGGED_IN = [
  'home',
  'mine',
  'complaint',
  'myComplaint',
  'complaintDetails',
  'userConfig',
  'mySettingsPage',
  'guidelines',
  'understandCard',
  'message',
];
/** `A11Y_ROUTES=oicq,message` walks only these routes (while working on them); the suite walks all. */
const ONLY = process.env.A11Y_ROUTES?.split(',').filter(Boolean);
const picked = (r: RouteDef) => !ONLY || ONLY.includes(r.name);

const APP = '一窗受理';

function target(route: RouteDef): string {
  const path = route.path.replace(/:(\w+)/g, (_, k: string) => PATH_PARAMS[k] ?? 'x');
  const q = SEED_QUERY[route.name];
  return q ? `${path}?${q}` : path;
}

interface Finding {
  route: string;
  problems: string[];
  serious: number;
  critical: number;
  moderate: number;
  minor: number;
}

/** Opens one route in the running app (hash change, page reused) and checks it. */
async function check(page: Page, route: RouteDef): Promise<Finding> {
  await go(page, target(route));
  const problems: string[] = [];
  // First the router takes the new address (it sets the title as it renders the route), so that
  // the previous page's heading is never taken for this one's.
  await expect
    .poll(
      async () => {
        const at = matchRoute(hashRoute(page).split('?')[0]);
        return Boolean(at) && (await page.title()) === `${at!.title} - ${APP}`;
      },
      { timeout: 8000 },
    )
    .toBe(true)
    .catch(() => undefined);
  // The page is there when its one visible heading is, and nothing is loading any more.
  const h1 = page.locator('h1:visible');
  try {
    await expect(h1.first()).toBeVisible({ timeout: 8000 });
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0, { timeout: 8000 });
  } catch {
    problems.push('no visible <h1> or still loading after 8 s');
  }
  // Landed on (a redirect may move on): the route of the current hash.
  const landed = matchRoute(hashRoute(page).split('?')[0]);
  const expectedTitle = landed ? `${landed.title} - ${APP}` : null;
  await expect
    .poll(() => page.title(), { timeout: 3000 })
    .toBe(expectedTitle ?? '')
    .catch(() => undefined);
  const title = await page.title();
  if (!landed || title !== expectedTitle) problems.push(`document.title "${title}", expected "${expectedTitle}"`);
  const mains = await page.locator('main:visible').count();
  if (mains !== 1) problems.push(`${mains} visible <main>`);
  const h1s = await h1.count();
  if (h1s !== 1) problems.push(`${h1s} visible <h1>`);
  // A toast is transient and belongs to the page that raised it (nearby's location failure can
  // arrive a moment after the walk has moved on); axe reads its fade-in as low contrast.
  await expect(page.locator('.adm-toast-mask'))
    .toHaveCount(0, { timeout: 6000 })
    .catch(() => undefined);
  const result = await axe(page);
  const count = (impact: string) => result.violations.filter((v) => v.impact === impact).length;
  for (const v of result.violations) {
    if (v.impact === 'serious' || v.impact === 'critical') {
      problems.push(
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
    }
  }
  return {
    route: route.name,
    problems,
    serious: count('serious'),
    critical: count('critical'),
    moderate: count('moderate'),
    minor: count('minor'),
  };
}

async function walk(page: Page, list: RouteDef[], label: string) {
  const findings: Finding[] = [];
  for (const route of list) findings.push(await check(page, route));
  const sum = (k: 'serious' | 'critical' | 'moderate' | 'minor') => findings.reduce((n, f) => n + f[k], 0);
  console.log(
    `axe ${label}: ${findings.length} routes, critical ${sum('critical')}, serious ${sum('serious')}, moderate ${sum('moderate')}, minor ${sum('minor')}`,
  );
  const failing = findings.filter((f) => f.problems.length > 0);
  for (const f of failing) console.log(`  ${f.route}: ${f.problems.join('; ')}`);
  expect(failing.map((f) => `${f.route}: ${f.problems.join('; ')}`)).toEqual([]);
}

async function start(page: Page, loggedIn: boolean) {
  await page.goto('./#/home');
  await resetEmulator(page);
  await emulator(page, (e) => e.insertDemoRecords());
  await keepRatingPopupAway(page);
  if (loggedIn) {
    await logIn(page);
    await page.reload();
  }
}

test.describe('accessibility of every route', () => {
  test.describe.configure({ timeout: 600_000 });

  test('route titles are unique', () => {
    const seen = new Map<string, string>();
    for (const r of routes) {
      expect(r.title, `${r.name} has a title`).toBeTruthy();
      expect(seen.get(r.title), `${r.name} and ${seen.get(r.title)} share "${r.title}"`).toBeUndefined();
      seen.set(r.title, r.name);
    }
  });

  test('open routes as a visitor', async ({ app: page }) => {
    await start(page, false);
    await walk(
      page,
      routes.filter((r) => !r.login && picked(r)),
      'visitor',
    );
  });

  test('login routes as a logged-in citizen', async ({ app: page }) => {
    await start(page, true);
    await walk(
      page,
      routes.filter((r) => (r.login || ALSO_LOGGED_IN.includes(r.name)) && picked(r)),
      'logged in',
    );
  });
});

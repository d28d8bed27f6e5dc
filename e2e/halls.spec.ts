import type { Page } from '@playwright/test';
import { noSeriousAxe } from './axe';
import { expect, hashQuery, keepRatingPopupAway, resetEmulator, SCREENSHOTS, test } from './fixtures';
import { advanceClock, emulator, logIn, toNextWorkingDayAt } from './support/emulator';
import { go } from './support/pages';

// Near the Heping district hall in Tianjin (GPS).
const HERE = { latitude: 39.125, longitude: 117.19 };

/** A fresh emulator, its clock at 10:00 China time of the next working day (halls open, queues moving). */
async function start(page: Page, login = false) {
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await toNextWorkingDayAt(page, 600);
  if (login) await logIn(page, { userId: 'U0001' });
}

test('政务地图 with location: pins and list in step, filter by district, a pin to its row, a row to the map, then the hall', async ({
  app: page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
  await start(page);
  await go(page, '/governmentMap');
  const map = page.getByTestId('hall-map');
  await expect(map).toBeVisible();
  const list = page.locator('li[data-hall]');
  await expect(list.first()).toBeVisible();
  // One pin per listed hall, each coloured by its live busy level.
  const rows = await list.count();
  expect(rows).toBeGreaterThan(15);
  await expect(map.locator('g[data-hall]')).toHaveCount(rows);
  expect(new Set(await map.locator('g[data-hall]').evaluateAll((els) => els.map((e) => e.getAttribute('data-busy'))))).not.toContain(null);
  // The position, converted through the maps proxy, and the list ordered by distance.
  await expect(page.getByTestId('user-position')).toBeVisible();
  await expect(page.getByText('已按离您的距离排序')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/government-map.png`, fullPage: true });

  // Filter by district: the pins and the rows are that district's halls only.
  await page.getByRole('group', { name: '按区县筛选' }).getByRole('button', { name: '南开区' }).click();
  await expect(list).not.toHaveCount(rows);
  const ids = await list.evaluateAll((els) => els.map((e) => e.getAttribute('data-hall')));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(id).toMatch(/^H120104/);
  await expect(map.locator('g[data-hall]')).toHaveCount(ids.length);

  // Tap a pin: the sheet opens to half, its row is marked and scrolled into view.
  const pinId = ids[ids.length - 1]!;
  await map.locator(`g[data-hall="${pinId}"]`).click();
  const row = page.locator(`li[data-hall="${pinId}"]`);
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('hall-sheet')).toHaveAttribute('data-level', '1');
  await expect(row).toBeInViewport();

  // A row's 在地图上查看 centres the map on it (zoomed in, pin selected).
  const first = ids[0]!;
  const name = (await page.locator(`li[data-hall="${first}"] h3`).textContent()) ?? '';
  await page.getByRole('button', { name: `在地图上查看${name}` }).click();
  await expect(map.locator(`g[data-hall="${first}"]`)).toHaveAttribute('data-selected', 'true');
  expect(Number(await map.getAttribute('data-zoom'))).toBeGreaterThanOrEqual(3);
  const box = await map.boundingBox();
  const pin = await map.locator(`g[data-hall="${first}"] path`).boundingBox();
  expect(box && pin).toBeTruthy();
  expect(Math.abs(pin!.x + pin!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(box!.width * 0.1);

  // The hall's portal, its floor plan and a window's queue.
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/#\/hallIntroPortal\?/);
  expect(hashQuery(page).get('hallId')).toBe(first);
  await expect(page.getByRole('heading', { name: '排队情况' })).toBeVisible();
  await page.getByRole('link', { name: '大厅平面图' }).click();
  await expect(page).toHaveURL(/#\/hallInnerMap\?/);
  await page.getByRole('button', { name: /^A01 综合受理窗口/ }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('heading', { name: 'A01 综合受理窗口' })).toBeVisible();
  await expect(sheet.getByText(/综合受理队列：\d+人等候/)).toBeVisible();
  await expect(sheet.getByRole('heading', { name: /可办理事项（\d+项）/ })).toBeVisible();
  await sheet.getByRole('button', { name: '关闭' }).click();

  // The hand-off to a map app.
  await go(page, `/mapGuide?hallId=${first}`);
  const amap = page.getByRole('link', { name: '高德地图' });
  await expect(amap).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/marker\?position=117\.\d{6},39\.\d{6}&name=.+&callnative=1$/);
  await page.getByRole('button', { name: '导航到这里' }).click();
  await expect(page.getByText('选择地图应用')).toBeVisible();
});

test('政务地图 by keyboard: Tab reaches the named pins, Enter opens the hall in the sheet, Escape goes back, the sheet moves by its buttons', async ({
  app: page,
}) => {
  await start(page);
  await go(page, '/governmentMap');
  const map = page.getByRole('group', { name: /^大厅地图，\d+个大厅/ });
  const pins = map.getByRole('button');
  await expect(pins.first()).toBeVisible();
  // The pins come after the district buttons in the tab order.
  await page.getByRole('group', { name: '按区县筛选' }).getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  const first = pins.first();
  await expect(first).toBeFocused();
  const label = (await first.getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^.+(中心|大厅|服务站)，(空闲|适中|繁忙|休息中)/);
  const hallName = label.split('，')[0]!;
  await page.screenshot({ path: `${SCREENSHOTS}/government-map-pin-focus.png` });

  await page.keyboard.press('Enter');
  const sheet = page.getByTestId('hall-sheet');
  await expect(sheet).toHaveAttribute('data-level', '1');
  // The row's own link (a crowded hall's row may name this hall too, in its suggestion).
  const link = sheet.getByRole('heading', { name: hallName, exact: true }).getByRole('link');
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  await expect(page.locator('li[aria-current="true"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(first).toBeFocused();

  // Space on the next pin.
  await page.keyboard.press('Tab');
  const second = pins.nth(1);
  await expect(second).toBeFocused();
  const secondName = ((await second.getAttribute('aria-label')) ?? '').split('，')[0]!;
  await page.keyboard.press(' ');
  await expect(sheet.getByRole('link', { name: secondName, exact: true })).toBeFocused();

  // The sheet's own buttons, by keyboard: up to nearly the whole page, and back down to a peek.
  const up = sheet.getByRole('button', { name: '展开列表' });
  const down = sheet.getByRole('button', { name: '收起列表' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(sheet).toHaveAttribute('data-level', '2');
  await expect(up).toHaveAttribute('aria-disabled', 'true');
  const top = async () => (await sheet.boundingBox())!.y;
  await expect.poll(top).toBeLessThan(200);
  await down.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(sheet).toHaveAttribute('data-level', '0');
  const vh = page.viewportSize()!.height;
  await expect.poll(top).toBeGreaterThan(vh - 260);
  // Its buttons stay on screen and usable at the peek.
  await expect(up).toBeInViewport();
});

test('政务地图 in elder mode at 320 px: the list alone first; with the map, the sheet fits and its buttons work', async ({ app: page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await start(page);
  await page.evaluate(() => window.localStorage.setItem('ow.prefs', JSON.stringify({ elderMode: true })));
  await page.reload();
  await go(page, '/governmentMap');
  await expect(page.locator('li[data-hall]').first()).toBeVisible();
  await expect(page.getByTestId('hall-sheet')).toHaveCount(0);
  await page.getByRole('button', { name: '显示地图' }).click();
  const sheet = page.getByTestId('hall-sheet');
  await expect(sheet).toBeVisible();
  const up = sheet.getByRole('button', { name: '展开列表' });
  await expect(up).toBeInViewport();
  await up.click();
  await expect(sheet).toHaveAttribute('data-level', '1');
  await expect(sheet.locator('li[data-hall]').first()).toBeInViewport();
  // The sheet reaches down to the bottom tabs (elder mode's room for the rating entry is inside it).
  const gap = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    return main.getBoundingClientRect().bottom - main.firstElementChild!.getBoundingClientRect().bottom;
  });
  expect(Math.abs(gap)).toBeLessThan(1);
  // Nothing wider than the screen.
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(320);
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.width).toBeLessThanOrEqual(320);
  await page.screenshot({ path: `${SCREENSHOTS}/government-map-elder-320.png` });
});

test('政务地图 without location: says so, the list and the map still work', async ({ app: page, context }) => {
  await context.clearPermissions();
  await start(page);
  await go(page, '/governmentMap');
  await expect(page.getByText(/未获得定位权限|暂时无法获取您的位置/)).toBeVisible();
  await expect(page.getByTestId('user-position')).toHaveCount(0);
  await expect(page.locator('li[data-hall]').first()).toBeVisible();
  // The list alone: the map can be hidden, the rows stay usable.
  await page.getByRole('button', { name: '只看列表' }).click();
  await expect(page.getByTestId('hall-map')).toHaveCount(0);
  await page.locator('li[data-hall] h3 a').first().click();
  await expect(page).toHaveURL(/#\/hallIntroPortal\?/);
});

test('窗口实况 follows the queue emulator’s clock', async ({ app: page }) => {
  await start(page);
  await go(page, '/windowActual?hallId=H1201010');
  const last = page.getByTestId('last-called-A');
  await expect(last).toHaveText(/^A\d{3}$/);
  const before = Number((await last.textContent())!.slice(1));
  await advanceClock(page, 30 * 60_000);
  // The page asks again by itself (every 15 s while shown).
  await expect.poll(async () => Number(((await last.textContent()) ?? 'A0').slice(1)), { timeout: 25_000 }).toBeGreaterThan(before);
  await expect(page.getByTestId('wa-status')).toHaveText(/\d+个窗口办理中，\d+人等候/);
});

test('follow a doorplate with check-your-answers, rename it, and stop following it', async ({ app: page }) => {
  await start(page, true);
  await go(page, '/doorSearch');
  await page.getByRole('search', { name: '搜索门牌' }).getByRole('searchbox').fill('社保卡');
  await page.getByRole('search', { name: '搜索门牌' }).getByRole('searchbox').press('Enter');
  await expect(page.getByText(/^共\d+个门牌$/)).toBeVisible();
  const plate = (await page.locator('ul li h2').first().textContent()) ?? '';
  await page.getByRole('link', { name: '关注' }).first().click();
  await expect(page).toHaveURL(/#\/editDoorplate\?/);
  await page.getByRole('button', { name: '下一步：确认信息' }).click();
  await expect(page.getByRole('alert').getByText('请输入门牌名称，如：家附近')).toBeVisible();
  await page.getByLabel('门牌名称（必填）').fill('家附近');
  await page.getByLabel('备注').fill('周末也开门');
  await page.getByRole('button', { name: '下一步：确认信息' }).click();
  await expect(page.getByRole('heading', { name: '请确认以下信息' })).toBeVisible();
  await expect(page.getByText(plate)).toBeVisible();
  await page.getByRole('button', { name: '确认关注' }).click();
  await expect(page).toHaveURL(/#\/myDoorplateList/);
  await expect(page.getByRole('heading', { name: '家附近' })).toBeVisible();

  await page.getByRole('link', { name: '编辑' }).click();
  await expect(page.getByLabel('门牌名称（必填）')).toHaveValue('家附近');
  await page.getByLabel('门牌名称（必填）').fill('常去的门牌');
  await page.getByRole('button', { name: '下一步：确认信息' }).click();
  await page.getByRole('button', { name: '确认保存' }).click();
  await expect(page.getByRole('heading', { name: '常去的门牌' })).toBeVisible();

  await page.getByRole('button', { name: '取消关注' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('确定不再关注“常去的门牌”吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '取消关注' }).click();
  await expect(page.getByText('还没有关注的门牌')).toBeVisible();
});

test('the gallery’s viewer, the 3D floors, the map apps sheet and the zones work by keyboard and pass axe open', async ({ app: page }) => {
  await start(page);
  await go(page, '/hallimgmore?hallId=H1201010');
  const thumbs = page.getByRole('button', { name: /^查看大图：/ });
  await expect(thumbs.first()).toBeVisible();
  const count = await thumbs.count();
  await thumbs.nth(2).click();
  const bar = page.getByRole('dialog', { name: '查看大厅图片' });
  await expect(bar.getByText(new RegExp(`^第3/${count}张：`))).toBeVisible();
  await expect(bar.getByRole('button', { name: '关闭' })).toBeFocused();
  await expect(page.locator('.adm-image-viewer-indicator')).toHaveText(`3 / ${count}`);
  await noSeriousAxe(page);
  await page.keyboard.press('ArrowRight');
  await expect(bar.getByText(new RegExp(`^第4/${count}张：`))).toBeVisible();
  await expect(page.locator('.adm-image-viewer-indicator')).toHaveText(`4 / ${count}`);
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  await expect(thumbs.nth(2)).toBeFocused();

  await go(page, '/map3d?hallId=H1201010');
  await expect(page.getByTestId('floors-3d')).toBeVisible();
  await page.getByRole('group', { name: '选择楼层' }).getByRole('button', { name: '2F' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2F' })).toBeVisible();
  await noSeriousAxe(page);

  await go(page, '/mapGuide?hallId=H1201010');
  await page.getByRole('button', { name: '导航到这里' }).click();
  const sheet = page.getByRole('dialog', { name: '选择地图应用' });
  await expect(sheet.getByRole('link', { name: '高德地图' })).toBeFocused();
  await expect(sheet.getByRole('link', { name: '高德地图' })).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/marker\?position=/);
  await noSeriousAxe(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: '导航到这里' })).toBeFocused();

  await go(page, '/oneThingZoneMore');
  const first = page.getByRole('button', { expanded: false }).first();
  const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(panel).toBeHidden();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(panel.getByText(/^承诺时限：\d+个工作日$/)).toBeVisible();
  await noSeriousAxe(page);
});

test('a crowded hall suggests a calmer one, in a notice that passes axe on its own colours', async ({ app: page }) => {
  await start(page);
  // Nine people per open window at the district hall.
  await emulator(page, (e) => e.queue.setWaiting('H1201010', 9));
  await go(page, '/lntroductionhall?hallId=H1201010');
  const notice = page.locator('.adm-notice-bar');
  await expect(notice).toContainText('当前大厅较拥挤');
  await expect(notice.getByRole('link')).toBeVisible();
  await noSeriousAxe(page);
});

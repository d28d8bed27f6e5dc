import type { Page } from '@playwright/test';
import { noSeriousAxe } from './axe';
import { expect, hashQuery, isServerMode, keepRatingPopupAway, resetEmulator, SCREENSHOTS, test } from './fixtures';
import { logIn, toNextWorkingDayAt } from './support/emulator';
import { go } from './support/pages';

// A weak network said out loud (docs/reliability.md, "Offline"): the line under the title bar, a
// page that cannot load saying why and what still works, what was seen staying readable, a
// submit failing at once with the text kept, and everything coming back by itself.

/** A number's row in 我的取号 (its link reads the number first). */
const ticketRow = (page: Page, number: string) => page.getByRole('link', { name: new RegExp(`^${number}号，`) });

test('offline and back: the line says so, a page not loaded says what still works, the number stays readable, a submit fails at once and keeps the text', async ({
  app: page,
}) => {
  // A working morning, a citizen with a number taken.
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await toNextWorkingDayAt(page, 10 * 60);
  await logIn(page);
  await go(page, '/ticket?hallId=H1201010');
  await page.getByRole('button', { name: '在社保队列取号' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认取号' }).click();
  await expect(page).toHaveURL(/#\/myNumberInfo\?/);
  expect(hashQuery(page).get('id')).toBeTruthy();
  const number = (await page
    .getByText(/^B\d{3}$/)
    .first()
    .textContent()) as string;
  // 我的取号 opened once online, its own page (not the ticket page still on screen while the list's
  // code comes): what it shows is what the phone keeps.
  await go(page, '/myNewNumber');
  await expect(page.getByRole('heading', { level: 1, name: '我的取号' })).toBeVisible();
  await expect(ticketRow(page, number)).toBeVisible();
  // The feedback form is opened once while online (its code is on the phone), and filled.
  await go(page, '/feedback');
  await page.getByRole('button', { name: '2星', exact: true }).click();
  await page.getByRole('button', { name: '新功能建议' }).click();
  await page.getByRole('textbox', { name: /问题描述/ }).fill('希望大厅提供老年人专用窗口');

  // The network goes.
  await page.context().setOffline(true);
  const line = page.getByRole('status').filter({ hasText: '网络已断开' });
  await expect(line).toContainText('已打开过的页面和您的取号、预约、证照仍可查看');
  // A submit fails at once with a message, and what was typed stays.
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '提交失败' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /问题描述/ })).toHaveValue('希望大厅提供老年人专用窗口');

  // A page never opened: no skeleton spinning forever, but why, and what still works.
  await go(page, '/myOffice');
  await expect(page.getByText('网络未连接')).toBeVisible();
  await expect(page.getByText('离线时仍可查看您打开过的：')).toBeVisible();
  // Under the page's own title, with the network line.
  await expect(page.getByRole('heading', { level: 1, name: '我的办件' })).toBeVisible();
  await expect(line).toBeVisible();
  await noSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/offline-page.png`, fullPage: true });
  // The numbers seen before are still there to show at the counter.
  await page.getByRole('link', { name: '我的取号' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的取号' })).toBeVisible();
  await expect(ticketRow(page, number)).toBeVisible();

  // Back to the page that could not load; the network returns and it loads by itself.
  await go(page, '/myOffice');
  await expect(page.getByText('网络未连接')).toBeVisible();
  // 网络已恢复 is said for 3 s: recorded as it appears, so a slow poll on a busy machine cannot miss it.
  await page.evaluate(() => {
    const w = window as unknown as { __saidBack?: boolean };
    new MutationObserver(() => {
      if ([...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes('网络已恢复'))) w.__saidBack = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.context().setOffline(false);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __saidBack?: boolean }).__saidBack ?? false)).toBe(true);
  await expect(page.getByText('网络未连接')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '我的办件', level: 1 })).toBeVisible();
  await expect(page.getByText(/办件编号/).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '网络已恢复' })).toHaveCount(0, { timeout: 5000 });

  // And the feedback, sent again, goes once.
  await go(page, '/feedback');
  await expect(page.getByRole('textbox', { name: /问题描述/ })).toHaveValue('希望大厅提供老年人专用窗口');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  test.info().annotations.push({ type: 'mode', description: isServerMode ? 'gateway server' : 'in-page emulator' });
});

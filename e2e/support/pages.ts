/**
 * The journeys' one way to move about the app as a citizen does (issue 36): a route by its hash,
 * the login page's SMS login. The emulator's own helpers are in e2e/support/emulator.ts.
 */
import type { Page } from '@playwright/test';
import { expect, hashRoute, keepRatingPopupAway, resetEmulator } from '../fixtures';
import { CITIZEN } from './emulator';

/** Goes to `route` (`/path?query`) as the app's links do: by the hash, without a page load. */
export async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    window.location.hash = `#${r}`;
  }, route);
}

/**
 * On the login page already open: the mobile, the SMS code the emulator shows on screen
 * (`demo-sms-code`), the agreement, 登录. Where it lands next is the journey's to check.
 */
export async function submitSmsLogin(page: Page, mobile: string = CITIZEN.mobile): Promise<void> {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill((await page.getByTestId('demo-sms-code').textContent())!);
  await page.getByText('我已阅读并同意《用户服务协议》和《隐私政策》').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * The demo citizen logged in through the real login page, on a fresh emulator, landed on 首页.
 * `ratingPopupAway`: the door-plate rating popup stays away (`keepRatingPopupAway`).
 */
export async function logInThroughLoginPage(page: Page, { ratingPopupAway = false } = {}): Promise<void> {
  await page.goto('./#/login');
  await resetEmulator(page);
  if (ratingPopupAway) await keepRatingPopupAway(page);
  await submitSmsLogin(page);
  await expect.poll(() => hashRoute(page)).toMatch(/^\/home/);
}

/** On the real-name form (实名认证) already open: the demo citizen 张三 verified (认证成功 is shown). */
export async function verifyRealName(page: Page): Promise<void> {
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('身份证号').fill('120101199001010017');
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('认证成功')).toBeVisible();
}

import type { Page } from '@playwright/test';
import { expect, hashQuery, hashRoute, resetEmulator, SCREENSHOTS, test } from './fixtures';
import { expireSessions, logIn } from './support/emulator';
import { go } from './support/pages';

const AREA = 'fixedArea=120101&rootArea=120000&sys=home';

async function open(page: Page, route: string) {
  await page.goto('./#/home');
  await resetEmulator(page);
  await go(page, route);
}

/** Logs in on the login page with the SMS code the emulator shows on screen. */
async function logInByMobile(page: Page, mobile = '13800138000', screenshot?: string) {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = (await page.getByTestId('demo-sms-code').textContent())!;
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('短信验证码').fill(code);
  await page.getByText('我已阅读并同意《用户服务协议》和《隐私政策》').click();
  if (screenshot) await page.screenshot({ path: `${SCREENSHOTS}/${screenshot}`, fullPage: true });
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('a login route visited logged out: login by mobile, back on the route with its query and area, Back skips login', async ({
  app: page,
}) => {
  await open(page, `/myInfo?${AREA}&tab=2`);
  await expect.poll(() => hashRoute(page)).toMatch(/^\/login\?/);
  expect(hashQuery(page).get('redirect')).toBe(`/myInfo?${AREA}&tab=2`);

  // A wrong number is named before anything is sent.
  await page.getByLabel('手机号').fill('12800138000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入正确的11位手机号（1开头，第二位为3-9）')).toBeVisible();

  await logInByMobile(page, '13800138000', 'auth-login.png');
  await expect.poll(() => hashRoute(page)).toBe(`/myInfo?${AREA}&tab=2`);
  await expect(page.getByTestId('手机号-value')).toHaveText('138****8000');
  // replace: the login page is not in the history any more.
  await page.goBack();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/home/);
});

test('a token expired mid-form: expiry message, login, the form is still filled', async ({ app: page }) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await logIn(page);
  await go(page, '/recertificationHome');
  await page.getByLabel('姓名').fill('张三');
  await page.getByLabel('身份证号').fill('120101199001010017');
  await page.getByText('我已阅读并同意').click();
  await expireSessions(page);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('您的登录状态已过期，请重新登录').first()).toBeVisible();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/login\?/);
  expect(hashQuery(page).get('redirect')).toMatch(/^\/recertificationHome/);

  await logInByMobile(page);
  await expect.poll(() => hashRoute(page)).toMatch(/^\/recertificationHome/);
  await expect(page.getByLabel('姓名')).toHaveValue('张三');
  await expect(page.getByLabel('身份证号')).toHaveValue('120101199001010017');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('认证成功')).toBeVisible();
});

test('hostile redirect values are refused: login goes home', async ({ app: page, baseURL }) => {
  const hostile = [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
  ];
  await page.goto('./#/home');
  await resetEmulator(page);
  for (const [i, redirect] of hostile.entries()) {
    await page.evaluate((r) => {
      window.localStorage.removeItem('accountMobile');
      window.location.hash = `#/login?${new URLSearchParams({ redirect: r })}`;
    }, redirect);
    await expect(page.getByLabel('手机号')).toBeVisible();
    // A new number each time: the emulator allows one SMS per number per minute.
    await logInByMobile(page, `1380013810${i}`);
    await expect.poll(() => hashRoute(page), { message: redirect }).toMatch(/^\/home\?/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  }
});

test('a messenger user goes through the authorization page, comes back logged in, and logs out', async ({ app: page }) => {
  await open(page, `/myInfo?openId=demo-openid-001&${AREA}`);
  await expect(page.getByText('微信授权（模拟）')).toBeVisible();
  expect(hashRoute(page)).toMatch(/^\/auth\/wxAuthorize\?/);
  expect(hashQuery(page).get('path')).toBe('/myInfo');
  await page.screenshot({ path: `${SCREENSHOTS}/auth-consent.png`, fullPage: true });
  await page.getByRole('button', { name: '允许' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/myInfo\?/);
  expect(hashQuery(page).get('fixedArea')).toBe('120101');
  await expect(page.getByTestId('手机号-value')).toHaveText('137****7000');
  expect(hashRoute(page)).not.toContain('ticket');
  expect(await page.evaluate(() => window.localStorage.getItem('openId'))).toBe('demo-openid-001');

  // A reload logs in again from the stored openId and secret.
  await page.reload();
  await expect(page.getByTestId('手机号-value')).toHaveText('137****7000');

  await go(page, '/login');
  await expect(page.getByText('登录方式：微信授权登录')).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page.getByText('已退出登录').first()).toBeVisible();
  expect(await page.evaluate(() => [window.localStorage.getItem('openId'), window.sessionStorage.getItem('token')])).toEqual([null, null]);
});

test('a partner user enters with id and mobile, requests carry extId and Issuer, logout clears the partner', async ({ app: page }) => {
  const partnerHeaders: Array<{ extId?: string; issuer?: string }> = [];
  page.on('request', (r) => {
    if (r.url().includes('/gw/user-center/extUser/auth/convert'))
      partnerHeaders.push({ extId: r.headers()['extid'], issuer: r.headers()['issuer'] });
  });
  // The partner app opens the app afresh (a new browser context has the emulator's seed state).
  await page.goto(`./#/myInfo?thirdParty=luluTong&userId=lulu-10001&mobile=13900139000&${AREA}`);
  await expect(page.getByTestId('手机号-value')).toHaveText('139****9000');
  expect(hashRoute(page)).not.toContain('lulu-10001');
  expect(partnerHeaders.at(-1)).toEqual({ extId: 'lulu-10001', issuer: 'lulutong' });

  await go(page, '/login');
  await expect(page.getByText('登录方式：路路通账号登录')).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page.getByText('已退出登录').first()).toBeVisible();
  expect(await page.evaluate(() => [window.localStorage.getItem('thirdParty'), window.localStorage.getItem('ucInfo')])).toEqual([
    null,
    null,
  ]);
});

test('a mobile user logs out, and a login route then asks to log in again', async ({ app: page }) => {
  await open(page, '/login');
  await logInByMobile(page);
  await expect.poll(() => hashRoute(page)).toMatch(/^\/home/);
  await go(page, '/login');
  await expect(page.getByText('登录方式：手机号登录')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/auth-account.png`, fullPage: true });
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page.getByText('已退出登录').first()).toBeVisible();
  await go(page, '/myInfo');
  await expect.poll(() => hashRoute(page)).toMatch(/^\/login\?/);
});

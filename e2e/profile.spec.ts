import { expect, hashRoute, resetEmulator, SCREENSHOTS, test } from './fixtures';
import { clearFaults, setFaults } from './support/emulator';
import { go, logInThroughLoginPage } from './support/pages';

test('a citizen verifies their real name, recovers from a refusal and a failed call, and sees the masked identity', async ({
  app: page,
}) => {
  await logInThroughLoginPage(page);
  await go(page, '/recertificationHome');
  await expect(page.getByText('实名认证').first()).toBeVisible();
  const name = page.getByLabel('姓名');
  const idcard = page.getByLabel('身份证号');

  // The number is checked as it is typed, with the reason.
  await idcard.pressSequentially('1201011990');
  await expect(page.getByText('身份证号应为15位或18位，已输入10位')).toBeVisible();
  await idcard.fill('110105194912310021');
  await expect(page.getByText('身份证号校验位不正确，请仔细核对')).toBeVisible();
  await idcard.fill('110105194913150013');
  await expect(page.getByText('身份证号中的出生月份应为01至12')).toBeVisible();
  await idcard.fill('１２０１０１');
  await expect(page.getByText('身份证号只能包含数字，18位号码的最后一位可以是X')).toBeVisible();
  await idcard.fill('120101 19900101 0017');
  await expect(page.getByText('身份证号格式正确')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/profile-recertification-form.png`, fullPage: true });

  // The registry refuses a name that is not the number's; what was typed stays.
  await name.fill('李四');
  await page.getByText('我已阅读并同意').click();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('认证未通过')).toBeVisible();
  await expect(page.getByText('姓名与身份证号不一致，请核对后重试')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/profile-recertification-refused.png`, fullPage: true });
  await page.getByRole('button', { name: '返回修改' }).click();
  await expect(name).toHaveValue('李四');
  await expect(idcard).toHaveValue('120101 19900101 0017');

  // A failed call keeps everything and can be sent again.
  await name.fill('张三');
  await setFaults(page, { error: 1, match: '/realName/verify' });
  await page.getByRole('button', { name: '提交认证' }).click();
  // Said on the form itself, what was typed still there; 提交认证 sends it again.
  await expect(page.getByRole('alert').filter({ hasText: '提交失败' })).toBeVisible();
  await expect(name).toHaveValue('张三');
  await clearFaults(page);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('认证成功')).toBeVisible();
  await expect(page.getByText('1****************7')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/profile-recertification-success.png`, fullPage: true });

  // myInfo: masked, revealed only after asking.
  await page.getByRole('button', { name: '查看我的信息' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/myInfo\?.*fixedArea=120100/);
  await expect(page.getByText('已认证')).toBeVisible();
  const id = page.getByTestId('身份证号-value');
  await expect(id).toHaveText('1****************7');
  await expect(page.getByTestId('手机号-value')).toHaveText('138****8000');
  await page.screenshot({ path: `${SCREENSHOTS}/profile-my-info.png`, fullPage: true });

  await page.getByRole('button', { name: '显示完整身份证号' }).click();
  await expect(page.getByText('完整身份证号属于个人敏感信息，请确认周围无他人查看后再显示。')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(id).toHaveText('1****************7');
  await page.getByRole('button', { name: '显示完整身份证号' }).click();
  await page.getByRole('button', { name: '显示', exact: true }).click();
  await expect(id).toHaveText('120101199001010017');
  await page.getByRole('button', { name: '隐藏完整身份证号' }).click();
  await expect(id).toHaveText('1****************7');

  // The emulator kept the identity: a reload shows it again, masked.
  await page.reload();
  await expect(page.getByText('已认证')).toBeVisible();
  await expect(page.getByTestId('身份证号-value')).toHaveText('1****************7');
});

test('without a session, myInfo goes to login and keeps the way back', async ({ app: page }) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await go(page, '/myInfo');
  await expect.poll(() => hashRoute(page)).toMatch(/^\/login\?/);
  expect(new URLSearchParams(hashRoute(page).split('?')[1]).get('redirect')).toMatch(/^\/myInfo/);
});

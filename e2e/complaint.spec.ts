import { emulatorReady, expect, hashQuery, keepRatingPopupAway, resetEmulator, SCREENSHOTS, test } from './fixtures';
import { noSeriousAxe } from './axe';
import { advanceClock, emulator, logIn } from './support/emulator';
import { go } from './support/pages';

// 投诉 as a work order (issue 34 item 6, docs/complaints.md): a citizen complains about a visit of
// their own, checks it, files it and gets a 工单号; the hall works it on the emulator's clock; the
// result reaches 消息中心 while the app is closed; the citizen rates it, and 不满意 has it done again.

const WHO = { userId: 'U-E2E-CT', mobile: '13800138000' };

test('a complaint about a visit: checked, filed with a 工单号, worked stage by stage, the result in 消息中心, rated', async ({
  app: page,
}) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await logIn(page, WHO);
  await go(page, '/complaint');
  await expect(page.getByRole('heading', { level: 1, name: '投诉建议' })).toBeVisible();

  // What and who: one of the citizen's own visits, with its window and member of staff.
  const visit = page.getByRole('radio', { name: /^办结 · / }).first();
  await visit.check();
  const chosen = page.locator('label').filter({ has: page.getByRole('radio', { checked: true }) });
  await expect(chosen).toContainText('工作人员');
  await noSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/complaint-subject.png`, fullPage: true });
  await page.getByRole('button', { name: /下一步：填写问题/ }).click();

  await page.getByRole('radio', { name: '服务态度' }).click();
  await page.getByRole('textbox', { name: /问题描述/ }).fill('窗口工作人员态度生硬，没有解释清楚需要补什么材料。');
  await expect(page.getByRole('textbox', { name: /联系电话/ })).toHaveValue('13800138000');
  await page.getByRole('button', { name: /下一步：核对内容/ }).click();

  // Check your answers; the phone's Back returns to the details as they were.
  await expect(page.getByRole('heading', { level: 1, name: '核对投诉内容' })).toBeVisible();
  await expect(page.getByText('138****8000')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('textbox', { name: /问题描述/ })).toHaveValue('窗口工作人员态度生硬，没有解释清楚需要补什么材料。');
  await page.goForward();
  await page.getByRole('button', { name: '确认提交' }).click();

  // The confirmation: the 工单号 labelled as one, what happens next with dates.
  await expect(page.getByRole('heading', { level: 1, name: '投诉已提交' })).toBeVisible();
  const ticketNo = (await page.getByTestId('reference').textContent()) ?? '';
  expect(ticketNo).toMatch(/^TS\d{12}$/);
  await expect(page.getByRole('region', { name: '接下来' })).toContainText(/\d+月\d+日前受理/);
  await noSeriousAxe(page);
  await page.screenshot({ path: `${SCREENSHOTS}/complaint-confirmation.png`, fullPage: true });
  await page.getByRole('link', { name: '查看处理进度' }).click();
  await expect(page).toHaveURL(/#\/complaintDetails\?/);
  const id = hashQuery(page).get('id') as string;
  await expect(page.getByTestId('ticket-no')).toHaveText(ticketNo);

  // The citizen closes the app; the hall works the complaint on its clock.
  const context = page.context();
  await page.close();
  const hall = await context.newPage();
  await hall.goto('./#/home');
  await emulatorReady(hall);
  await advanceClock(hall, 3 * 86_400_000);
  const sms = await emulator(hall, (e) => e.notices.sms('13800138000'));
  expect(sms.map((s) => s.kind)).toContain('complaint.replied');
  await hall.close();

  // Opened again: 消息中心 has the result, and its link opens the complaint.
  const again = await context.newPage();
  await again.goto('./#/home');
  await emulatorReady(again);
  await logIn(again, WHO);
  await go(again, '/message');
  const list = again.getByRole('region', { name: '系统消息' });
  const result = list.getByRole('article').filter({ has: again.getByRole('heading', { name: '[未读] 投诉已反馈处理结果' }) });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: '查看详情' }).click();
  await list.getByRole('link', { name: '前往查看' }).first().click();
  await expect(again).toHaveURL(new RegExp(`#/complaintDetails\\?id=${id}`));

  // Each stage done, with what was done as a sentence; the reply reads as one.
  const progress = again.getByRole('region', { name: /处理进度/ });
  await expect(progress.getByRole('listitem')).toHaveCount(5);
  await expect(progress).toContainText('您反映的服务态度问题属实');
  await expect(progress).toContainText(/已对.+工作人员.+进行批评教育/);
  await expect(again.getByRole('region', { name: '处理回复' })).toContainText(/^处理回复.+您好！您\d+月\d+日在/);
  await noSeriousAxe(again);
  await again.screenshot({ path: `${SCREENSHOTS}/complaint-result.png`, fullPage: true });

  // 不满意: handled again from 核实; then 满意 closes it.
  await again.getByRole('radio', { name: '不满意' }).click();
  await again.getByRole('button', { name: '提交评价' }).click();
  await expect(again.getByRole('heading', { name: '处理进度（重新办理）' })).toBeVisible();
  await advanceClock(again, 3 * 86_400_000);
  await again.reload();
  await again.getByRole('radio', { name: '满意', exact: true }).click();
  await again.getByRole('button', { name: '提交评价' }).click();
  await expect(again.getByText('已办结')).toBeVisible();
  await expect(progress).toContainText('您对处理结果的评价：满意。');

  // And 我的投诉建议 lists it by its 工单号.
  await go(again, '/myComplaint');
  const card = again.getByRole('link', { name: `投诉工单${ticketNo} 服务态度` });
  await expect(card).toContainText('已办结 · 您的评价：满意');
});

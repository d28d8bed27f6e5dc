/**
 * Two phones, one hall: a citizen and a staff member on two browser contexts that share nothing
 * but the gateway server, reached over a real network through nginx (e2e-server/stack.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test, type Phone } from './fixtures';
import { ADMIN_TOKEN } from './stack';
import { drawSignature } from '../e2e/support/signature';

const CITIZEN = { userId: 'U0001', mobile: '13800138000' };
const WANG = { userId: 'M13600136001', mobile: '13600136001', name: '王芳' };

const chat = (page: Page) => page.getByRole('region', { name: '聊天记录' });

async function send(page: Page, text: string) {
  await page.getByLabel('输入消息').fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click();
}

/** Logs in by mobile number on the login page: the gateway server's SMS code is shown, as a demo gateway does. */
async function logIn(phone: Phone, mobile: string, route: string) {
  const { page } = phone;
  await page.goto(`./#/login?redirect=${encodeURIComponent(route)}`);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill((await page.getByTestId('demo-sms-code').textContent())!);
  await page.getByText('我已阅读并同意《用户服务协议》和《隐私政策》').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${route.split('?')[0]}`));
}

test('a citizen chats with a staff member on another phone, both ways, with a file', async ({ phone }) => {
  const citizen = await phone();
  const staff = await phone(WANG);
  await logIn(citizen, CITIZEN.mobile, `/oicqContent?peerId=${WANG.userId}`);
  await expect(citizen.page.getByRole('heading', { level: 1, name: `与${WANG.name}沟通` })).toBeVisible();
  await staff.page.goto(`./#/oicqContent?peerId=${CITIZEN.userId}`);
  await expect(chat(staff.page)).toBeVisible();

  await send(citizen.page, '您好，请问周六可以办理社保卡吗？');
  await expect(chat(staff.page).getByText('您好，请问周六可以办理社保卡吗？')).toBeVisible();
  await send(staff.page, '可以的，周六上午9点到12点正常办公。');
  await expect(chat(citizen.page).getByText('可以的，周六上午9点到12点正常办公。')).toBeVisible();

  // A file crosses too: uploaded by the citizen's phone, stored by the server, a link on the staff phone.
  await citizen.page
    .getByLabel('发送文件或图片')
    .setInputFiles({ name: '户口本首页.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% OneWindow\n') });
  const link = chat(staff.page).getByRole('link', { name: /户口本首页\.pdf/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const href = (await link.getAttribute('href')) ?? '';
  const fileUrl = new URL(decodeURIComponent(href.replace(/^.*fileUrl=/, '')), 'http://127.0.0.1/').pathname;
  const body = await staff.page.evaluate(
    async (u) => (await fetch(u)).text(),
    fileUrl.startsWith('/gw/') ? fileUrl : `/gw/oss/files/${fileUrl.split('/oss/files/')[1]}`,
  );
  expect(body).toContain('% OneWindow');
  await citizen.page.screenshot({ path: 'test-results/screenshots/server-chat-citizen.png' });
  await staff.page.screenshot({ path: 'test-results/screenshots/server-chat-staff.png' });
});

test('a citizen asks for agency help; the assistant on another phone grabs it, greets, signs and closes it', async ({ phone }) => {
  test.setTimeout(150_000);
  const citizen = await phone(CITIZEN);
  const assistant = await phone(WANG);
  const c = citizen.page;
  await c.goto('./#/agencyApplication');
  await c.getByRole('radio', { name: '为亲属申请' }).click();
  await c.getByRole('radiogroup', { name: '办理事项' }).getByRole('radio').first().click();
  await c.getByLabel('申请人姓名').fill('张伟');
  await c.getByLabel('联系电话').fill('13800138000');
  await c.getByLabel('亲属姓名').fill('张秀英');
  await c.getByRole('radio', { name: '父母', exact: true }).click();
  await c.getByLabel('亲属身份证号').fill('120101195003070023');
  await c.getByLabel('亲属手机号').fill('13911112222');
  await c.getByRole('radio', { name: '工作日上午' }).click();
  await c.getByRole('button', { name: '下一步' }).click();
  await c.getByText('张秀英已阅读并同意上述声明').click();
  await c.getByRole('button', { name: '下一步：核对信息' }).click();
  await c.getByRole('button', { name: '确认提交' }).click();
  await expect(c.getByText('正在为您安排帮办员，请耐心等待')).toBeVisible();

  const a = assistant.page;
  await a.goto('./#/agentRequest');
  const card = a.getByRole('article', { name: /张秀英/ });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '抢单' }).click();
  // The citizen's phone hears of it: the greeting, and the assistant's real name.
  await expect(c.getByText(/已接到您的帮办代办申请/)).toBeVisible({ timeout: 20_000 });
  await expect(c.getByText(WANG.name, { exact: true })).toBeVisible();

  const mine = a.getByRole('article', { name: /张秀英/ });
  await mine.getByRole('button', { name: '开始办理' }).click();
  await expect(mine.getByText('办理中').first()).toBeVisible();
  await mine.getByRole('button', { name: '签名确认' }).click();
  await drawSignature(a);
  await a.getByRole('button', { name: '确认签名' }).click();
  await a.getByRole('button', { name: '提交签名' }).click();
  const signed = a.getByRole('article', { name: /张秀英/ });
  await expect(signed.getByText('已签名').first()).toBeVisible();
  await signed.getByRole('button', { name: '办结' }).click();
  await a.getByRole('button', { name: '确定' }).click();
  await expect(signed.getByText('已办结').first()).toBeVisible();
  await expect(c.getByText('已办结').first()).toBeVisible({ timeout: 20_000 });
  await expect(c.getByRole('img', { name: '王芳的手写签名' })).toBeVisible();
  await c.screenshot({ path: 'test-results/screenshots/server-agency-done.png', fullPage: true });
});

test('the gateway server is killed in the middle of a chat: nothing answered is lost, and both phones reconnect', async ({
  phone,
  stack,
}) => {
  const citizen = await phone(CITIZEN);
  const staff = await phone(WANG);
  await citizen.page.goto(`./#/oicqContent?peerId=${WANG.userId}`);
  await staff.page.goto(`./#/oicqContent?peerId=${CITIZEN.userId}`);
  await expect(chat(staff.page)).toBeVisible();
  await send(citizen.page, '重启前的一条消息');
  await expect(chat(staff.page).getByText('重启前的一条消息')).toBeVisible();

  await stack.restartGateway('SIGKILL');

  // The next message goes out once the socket is back (the outbox keeps it meanwhile).
  await send(citizen.page, '重启后的一条消息');
  await expect(chat(staff.page).getByText('重启后的一条消息')).toBeVisible({ timeout: 45_000 });
  await send(staff.page, '收到，两条都在。');
  await expect(chat(citizen.page).getByText('收到，两条都在。')).toBeVisible({ timeout: 20_000 });
  // A fresh load reads both from the server's database.
  await staff.page.reload();
  await expect(chat(staff.page).getByText('重启前的一条消息')).toHaveCount(1);
  await expect(chat(staff.page).getByText('重启后的一条消息')).toHaveCount(1);
});

test('a video call between two phones through the server socket, hung up by either side', async ({ phone }) => {
  test.setTimeout(150_000);
  // Logged in as a citizen does it: the start opens the session's socket, which rings on any page.
  const citizen = await phone();
  const staff = await phone(WANG);
  await logIn(citizen, CITIZEN.mobile, '/home');
  const c = citizen.page;
  const s = staff.page;
  const playing = (page: Page) =>
    page.getByLabel('对方画面').evaluate((v) => (v as HTMLVideoElement).videoWidth > 0 && (v as HTMLVideoElement).readyState >= 2);
  await s.goto(`./#/oicqContent?peerId=${CITIZEN.userId}`);
  for (const hangsUp of ['staff', 'citizen'] as const) {
    await s.getByRole('button', { name: '视频通话' }).click();
    await s.getByRole('button', { name: '发起视频通话' }).click();
    await expect(s.getByRole('status').filter({ hasText: '正在呼叫对方' })).toBeVisible();
    // The call reaches the citizen's phone wherever it is.
    await expect(c).toHaveURL(/#\/oicqContent\?.*isCall=1/, { timeout: 20_000 });
    await c.getByRole('button', { name: '接听' }).click();
    await expect(c.getByRole('status').filter({ hasText: '通话中' })).toBeVisible({ timeout: 20_000 });
    await expect(s.getByRole('status').filter({ hasText: '通话中' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => playing(c), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => playing(s), { timeout: 15_000 }).toBe(true);
    if (hangsUp === 'staff') {
      await s.getByRole('button', { name: '挂断' }).click();
      await expect(c.getByRole('status').filter({ hasText: '对方已结束通话' })).toBeVisible({ timeout: 15_000 });
      await c.goto('./#/home');
      await s.getByRole('button', { name: '收起' }).click();
    } else {
      await c.getByRole('button', { name: '挂断' }).click();
      await expect(s.getByRole('status').filter({ hasText: '对方已结束通话' })).toBeVisible({ timeout: 15_000 });
    }
  }
});

test('a citizen takes a number on a phone; the window calls it from the hall’s calling system and the phone says where to go', async ({
  phone,
  stack,
  browser,
}) => {
  test.setTimeout(150_000);
  // Ten in the morning of the next working day: the hall is open.
  const opening = await stack.admin<number>('queue.nextWorkingDayAt', 10 * 60);
  await stack.admin('advanceClock', opening - (await stack.admin<number>('now')));
  const citizen = await phone(CITIZEN);
  const c = citizen.page;
  await c.goto('./#/ticket?hallId=H1201010');
  await c.getByRole('button', { name: '在社保队列取号' }).click();
  await c.getByRole('dialog').getByRole('button', { name: '确认取号' }).click();
  await expect(c).toHaveURL(/#\/myNumberInfo\?/);
  await expect(c.getByText('排队中')).toBeVisible();
  const mine = (await c
    .getByText(/^B\d{3}$/)
    .first()
    .textContent())!.trim();
  await c.goto('./#/myQueue');
  await expect(c.getByText(/前面还有 \d+ 人/)).toBeVisible();

  // The hall's calling system: the demo host's page of the server, on a computer of its own.
  const desk = await browser.newContext();
  try {
    const host = await desk.newPage();
    await host.goto('./__admin/');
    await host.getByLabel('管理口令（服务器启动时打印）').fill(ADMIN_TOKEN);
    await host.getByRole('button', { name: '使用此口令' }).click();
    const result = host.locator('#call-result');
    for (let i = 0; i < 40; i++) {
      const before = await result.textContent();
      await host.getByRole('button', { name: '叫下一位' }).click();
      await expect(result).not.toHaveText(before ?? '');
      if ((await result.textContent())?.includes(`已叫 ${mine}号`)) break;
    }
    await expect(result).toContainText(`已叫 ${mine}号`);
  } finally {
    await desk.close();
  }
  await expect(c.locator('[aria-live="assertive"]')).toContainText(new RegExp(`请${mine}号到B\\d{2}号窗口`), { timeout: 20_000 });
  await c.screenshot({ path: 'test-results/screenshots/server-queue-called.png' });
});

test('转人工: the robot hands the citizen’s conversation to a staff member on another phone, who reads it and answers', async ({
  phone,
}) => {
  const citizen = await phone(CITIZEN);
  const staff = await phone(WANG);
  // The staff member is at work: the conversations list open (their socket says they are online).
  await staff.page.goto('./#/oicq');
  await expect(staff.page.getByRole('heading', { level: 1, name: '我的消息会话' })).toBeVisible();

  const { page } = citizen;
  await page.goto('./#/robotChat?fixedArea=120101&rootArea=120000&sys=home');
  await page.getByRole('button', { name: '婚姻' }).click();
  await page.getByRole('button', { name: '如何办理结婚登记？' }).click();
  await expect(page.getByRole('article', { name: '如何办理结婚登记？' })).toBeVisible();
  await page.getByRole('button', { name: '转人工' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('将把您的问题“如何办理结婚登记？”（正在咨询：结婚登记）和本次与智能客服的对话记录发给工作人员');
  await dialog.getByRole('button', { name: '转接' }).click();
  const progress = page.getByRole('status', { name: '转人工进度' });
  await expect(progress).toContainText('已为您转接人工：和平区帮办代办服务中心 王芳（帮办员）。您是下一位');
  await expect(chat(page).getByText(/【智能客服转人工】/)).toBeVisible();

  // On the staff phone: the conversation with the transcript, and the answer.
  await staff.page.goto(`./#/oicqContent?peerId=${CITIZEN.userId}&topic=${encodeURIComponent('智能客服转人工')}`);
  await expect(chat(staff.page).getByText(/事项：结婚登记/)).toBeVisible();
  await expect(chat(staff.page).getByText(/我：如何办理结婚登记？/)).toBeVisible();
  await send(staff.page, '您好，我是王芳，已看到您和智能客服的对话，结婚登记需双方本人到场。');
  await expect(chat(page).getByText('您好，我是王芳，已看到您和智能客服的对话，结婚登记需双方本人到场。')).toBeVisible();
  await expect(progress).toContainText('和平区帮办代办服务中心 王芳（帮办员）已接入，正在为您服务。');
  await page.screenshot({ path: 'test-results/screenshots/server-handoff-citizen.png', fullPage: true });
});

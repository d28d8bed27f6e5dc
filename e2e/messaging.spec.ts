import type { BrowserContext, Page } from '@playwright/test';
import { noSeriousAxe } from './axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { callEmulator, expect, hashRoute, isServerMode, keepRatingPopupAway, resetEmulator, SCREENSHOTS, test } from './fixtures';
import { advanceClock } from './support/emulator';
import { go, submitSmsLogin } from './support/pages';

// Chromium's fake camera and microphone, granted without a prompt (the video call journey).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const CITIZEN = { mobile: '13800138000', userId: 'U0001' };
const STAFF = { mobile: '13600136001', userId: 'M13600136001', name: '王芳' };

/** Logs in by mobile on the login page (the emulator shows the SMS code) and lands on `route`. */
async function logInBySms(page: Page, mobile: string, route: string, reset: boolean) {
  await page.goto(`./#/login?redirect=${encodeURIComponent(route)}`);
  if (reset) await resetEmulator(page);
  await keepRatingPopupAway(page);
  await submitSmsLogin(page, mobile);
  await expect.poll(() => hashRoute(page)).toContain(route.split('?')[0]);
}

async function newTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  return tab;
}

const countSent = (page: Page, fromId: string, content: string) => callEmulator<number>(page, 'im.countSent', fromId, content);

/**
 * What a phone's network drop does to an open socket and Playwright's setOffline does not: against
 * the gateway server (a real WebSocket) the page's sockets close when it goes offline, and one
 * opened while offline fails. The in-page emulator does the same to the sockets it plays.
 */
function dropSocketsWhenOffline() {
  const Native = window.WebSocket;
  const live = new Set<WebSocket>();
  window.addEventListener('offline', () => live.forEach((s) => s.close()));
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      live.add(this);
      this.addEventListener('close', () => live.delete(this));
      if (!navigator.onLine) this.close();
    }
  };
}

async function send(page: Page, text: string) {
  await page.getByLabel('输入消息').fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click();
}

const chat = (page: Page) => page.getByRole('region', { name: '聊天记录' });

test(
  'a citizen tab and a staff tab chat both ways; unread badges count and clear',
  { tag: '@static' },
  async ({ app: citizen, context }) => {
    test.setTimeout(120_000);
    await logInBySms(citizen, CITIZEN.mobile, `/oicqContent?peerId=${STAFF.userId}`, true);
    await expect(citizen.getByRole('heading', { level: 1, name: `与${STAFF.name}沟通` })).toBeVisible();
    // The newest page of the seeded history is there, ending with a link.
    await expect(chat(citizen).getByRole('link', { name: /社保卡补换办理指南/ })).toBeVisible();
    await send(citizen, '您好，请问周六可以办理社保卡吗？');
    await expect(chat(citizen).getByText('您好，请问周六可以办理社保卡吗？')).toBeVisible();
    await expect(
      chat(citizen)
        .getByText(/已发送/)
        .last(),
    ).toBeVisible();

    const staff = await newTab(context);
    await logInBySms(staff, STAFF.mobile, '/oicq', false);
    const row = staff.getByRole('link', { name: /用户8000.*1条未读/ });
    await expect(row).toBeVisible();
    await row.click();
    await expect(chat(staff).getByText('您好，请问周六可以办理社保卡吗？')).toBeVisible();
    await send(staff, '可以的，周六上午9点到12点正常办公。');

    await expect(chat(citizen).getByText('可以的，周六上午9点到12点正常办公。')).toBeVisible();
    await citizen.screenshot({ path: `${SCREENSHOTS}/messaging-citizen.png` });
    await staff.screenshot({ path: `${SCREENSHOTS}/messaging-staff.png` });

    // The staff tab read the citizen's message: its list shows no unread left for that conversation.
    await staff.getByRole('button', { name: '返回' }).click();
    await expect(staff.getByRole('link', { name: /用户8000/ })).toBeVisible();
    await expect(staff.getByRole('link', { name: /用户8000.*未读/ })).toHaveCount(0);

    // The citizen's message centre counts what is unread (陈静's message, two system messages) and clears it.
    await go(citizen, '/message');
    await expect(citizen.getByRole('link', { name: /会话消息，\d+条未读/ })).toBeVisible();
    await citizen.getByRole('button', { name: '全部标为已读' }).click();
    await expect(citizen.getByRole('link', { name: '会话消息，0条未读' })).toBeVisible();
    await expect(citizen.getByText('[未读]')).toHaveCount(0);
    expect(await countSent(citizen, CITIZEN.userId, '您好，请问周六可以办理社保卡吗？')).toBe(1);
  },
);

test('a reader at the bottom stays at the bottom when the chat shrinks (the keyboard opens): the next message is in view', async ({
  app: citizen,
  context,
}) => {
  test.setTimeout(120_000);
  await logInBySms(citizen, CITIZEN.mobile, `/oicqContent?peerId=${STAFF.userId}`, true);
  await expect(chat(citizen).getByRole('link', { name: /社保卡补换办理指南/ })).toBeVisible();
  const staff = await newTab(context);
  await logInBySms(staff, STAFF.mobile, `/oicqContent?peerId=${CITIZEN.userId}`, false);
  await expect(chat(staff).getByRole('link', { name: /社保卡补换办理指南/ })).toBeVisible();

  // A phone's keyboard takes the lower half of the screen: the chat's area shrinks under the reader.
  const size = citizen.viewportSize()!;
  await citizen.setViewportSize({ width: size.width, height: Math.round(size.height / 2) });
  await send(staff, '请问您还需要什么帮助？');
  await expect(chat(citizen).getByText('请问您还需要什么帮助？')).toBeInViewport();
  await expect(citizen.getByRole('button', { name: /条新消息/ })).toHaveCount(0);
});

test(
  'two messages typed while the network is down arrive once each when it is back',
  { tag: '@static' },
  async ({ app: citizen, context }) => {
    test.setTimeout(90_000);
    if (isServerMode) await context.addInitScript(dropSocketsWhenOffline);
    await logInBySms(citizen, CITIZEN.mobile, `/oicqContent?peerId=${STAFF.userId}`, true);
    await expect(chat(citizen).getByRole('link', { name: /社保卡补换办理指南/ })).toBeVisible();

    await context.setOffline(true);
    // The app's line says the network went; the chat's own banner, that sending waits for it.
    await expect(citizen.getByRole('status').filter({ hasText: '网络已断开' })).toBeVisible();
    await expect(citizen.getByRole('status').filter({ hasText: '消息服务连接中断' })).toBeVisible();
    await send(citizen, '离线时写的第一条');
    await send(citizen, '离线时写的第二条');
    await expect(chat(citizen).getByText('发送中…')).toHaveCount(2);
    expect(await countSent(citizen, CITIZEN.userId, '离线时写的第一条')).toBe(0);

    await context.setOffline(false);
    await expect(chat(citizen).getByText('发送中…')).toHaveCount(0, { timeout: 20_000 });
    await expect(citizen.getByRole('status').filter({ hasText: '网络已断开' })).toHaveCount(0);
    await expect(citizen.getByRole('status').filter({ hasText: '消息服务连接中断' })).toHaveCount(0);
    expect(await countSent(citizen, CITIZEN.userId, '离线时写的第一条')).toBe(1);
    expect(await countSent(citizen, CITIZEN.userId, '离线时写的第二条')).toBe(1);

    // The staff member sees each once.
    const staff = await newTab(context);
    await logInBySms(staff, STAFF.mobile, `/oicqContent?peerId=${CITIZEN.userId}`, false);
    await expect(chat(staff).getByText('离线时写的第一条')).toHaveCount(1);
    await expect(chat(staff).getByText('离线时写的第二条')).toHaveCount(1);
  },
);

test('a staff member answers on the emulator clock when no staff tab is open; a consultation is answered too', async ({ app: citizen }) => {
  test.setTimeout(90_000);
  await logInBySms(citizen, CITIZEN.mobile, `/oicqContent?peerId=M13600136002`, true);
  await expect(citizen.getByRole('heading', { level: 1, name: '与李强沟通' })).toBeVisible();
  await send(citizen, '请问需要带什么材料？');
  await expect(
    chat(citizen)
      .getByText(/已发送/)
      .last(),
  ).toBeVisible();
  await advanceClock(citizen, 30_000);
  await expect(chat(citizen).getByText(/所需材料以办事指南为准/)).toBeVisible();

  // A question to a department: check the answers, send, see it pending, then answered on the clock.
  await go(citizen, '/consult');
  await citizen.getByLabel('咨询部门').selectOption({ index: 1 });
  await citizen.getByLabel('咨询标题').fill('社保卡补办');
  await citizen.getByLabel(/咨询内容/).fill('社保卡丢失后补办需要多长时间？');
  await citizen.getByRole('button', { name: '下一步：核对内容' }).click();
  await expect(citizen.getByRole('heading', { level: 1, name: '核对咨询内容' })).toBeVisible();
  await citizen.getByRole('button', { name: '确认提交' }).click();
  await expect.poll(() => hashRoute(citizen)).toMatch(/^\/myconsult/);
  await expect(citizen.getByText('待答复')).toBeVisible();
  await advanceClock(citizen, 3 * 60 * 60 * 1000);
  await citizen.getByRole('button', { name: '刷新' }).click();
  await expect(citizen.getByText('已答复')).toBeVisible();
});

test.describe('video call', () => {
  const playing = (page: Page, label: string) =>
    page.getByLabel(label).evaluate((v) => {
      const video = v as HTMLVideoElement;
      return video.videoWidth > 0 && video.readyState >= 2;
    });

  test('staff call a citizen back about a case: the call opens oicqContent from another page, video connects, leaving hangs up both sides, the transcript reaches the case', async ({
    app: citizen,
    context,
  }) => {
    test.setTimeout(150_000);
    // The citizen's cases (their demo 一件事 history) are listed once: staff can pick one.
    await logInBySms(citizen, CITIZEN.mobile, '/myOffice', true);
    await expect(citizen.getByRole('heading', { level: 1, name: '我的办件' })).toBeVisible();
    await expect(citizen.getByText(/^办件编号：/).first()).toBeVisible();
    const staff = await newTab(context);
    await logInBySms(staff, STAFF.mobile, `/oicqContent?peerId=${CITIZEN.userId}`, false);
    await staff.getByRole('button', { name: '视频通话' }).click();
    const choice = staff.getByLabel('关联办件');
    await expect(choice.getByRole('option', { name: /社会保障卡申领/ })).toHaveCount(1);
    await choice.selectOption({ label: (await choice.getByRole('option', { name: /社会保障卡申领/ }).textContent())! });
    const caseId = await choice.inputValue();
    expect(caseId).not.toBe('');
    await staff.getByRole('button', { name: '发起视频通话' }).click();
    await expect(staff.getByRole('status').filter({ hasText: '正在呼叫对方' })).toBeVisible();

    // The citizen was on the home page: the call brings them to the conversation with isCall.
    await expect.poll(() => hashRoute(citizen), { timeout: 15_000 }).toMatch(/^\/oicqContent\?.*isCall=1/);
    await expect(citizen.getByRole('status').filter({ hasText: '邀请您进行视频通话' })).toBeVisible();
    await citizen.getByRole('button', { name: '接听' }).click();

    await expect(citizen.getByRole('status').filter({ hasText: '通话中' })).toBeVisible({ timeout: 20_000 });
    await expect(staff.getByRole('status').filter({ hasText: '通话中' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => playing(citizen, '对方画面'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => playing(staff, '对方画面'), { timeout: 15_000 }).toBe(true);
    await citizen.getByRole('button', { name: '静音' }).click();
    await expect(citizen.getByRole('button', { name: '取消静音' })).toBeVisible();
    await staff.screenshot({ path: `${SCREENSHOTS}/messaging-video-staff.png` });
    // Messages exchanged during the call go into its transcript.
    await send(citizen, '社保卡申请材料我都准备好了');
    await expect(chat(staff).getByText('社保卡申请材料我都准备好了')).toBeVisible();
    await send(staff, '好的，身份证已核验');
    await expect(chat(citizen).getByText('好的，身份证已核验')).toBeVisible();

    // Leaving the page hangs up: the staff side is told.
    await citizen.getByRole('button', { name: '返回' }).click();
    await expect(staff.getByRole('status').filter({ hasText: '对方已结束通话' })).toBeVisible({ timeout: 15_000 });
    await expect(staff.getByLabel('对方画面')).toHaveCount(0);

    // Staff send the checklist agreed in the call; the emulator files the transcript to the case.
    const checklist = staff.getByRole('form', { name: '核对清单（归档至办件）' });
    await expect(checklist).toBeVisible();
    await noSeriousAxe(staff);
    await checklist.getByLabel('身份证件已核验').check();
    await checklist.getByLabel('申请材料已逐项核对').check();
    await checklist.getByLabel('后续事项').fill('材料齐全，5个工作日内邮寄社保卡');
    await checklist.getByRole('button', { name: '发送核对清单' }).click();
    await expect(chat(staff).getByRole('link', { name: /^已归档至办件 .+，查看办件$/ })).toBeVisible({ timeout: 15_000 });

    // The citizen sees the record in the chat and on the case.
    await go(citizen, `/oicqContent?peerId=${STAFF.userId}`);
    await chat(citizen)
      .getByRole('link', { name: /^已归档至办件 .+，查看办件$/ })
      .click();
    await expect.poll(() => hashRoute(citizen)).toMatch(new RegExp(`^/officeInfolist\\?id=${caseId}`));
    const records = citizen.getByRole('region', { name: '远程办理记录' });
    await expect(records.getByText('材料齐全，5个工作日内邮寄社保卡')).toBeVisible();
    await expect(records.getByText(/身份证件已核验（已核对）/)).toBeVisible();
    await expect(records.getByText(/材料内容与申请表一致（未核对）/)).toBeVisible();
    await records.getByText(/通话中的消息（2条）/).click();
    await expect(records.getByText('社保卡申请材料我都准备好了')).toBeVisible();
    await expect(records.getByText('好的，身份证已核验')).toBeVisible();
    await noSeriousAxe(citizen);
  });
});

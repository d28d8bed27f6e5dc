import type { Page } from '@playwright/test';
import { expect, hashRoute } from '../../fixtures';
import { CITIZEN, logIn } from '../emulator';
import { go } from '../pages';
import { drawSignature } from '../signature';
import type { FormCase } from './index';

/** 帮办代办 (docs/agency-and-ems.md): the citizen's application and what they send on it afterwards. */

/** An application for oneself: the first matter, a name, a number, 尽快. */
async function applicationFill(page: Page) {
  await page.getByRole('radiogroup', { name: '办理事项' }).getByRole('radio').first().click();
  await page.getByLabel('申请人姓名').fill('赵淑珍');
  await page.getByLabel('联系电话').fill('13512345678');
  await page.getByRole('radio', { name: '尽快' }).click();
}

/** The citizen's application made through its form; returns its details page. */
async function applied(page: Page): Promise<string> {
  await go(page, '/agencyApplication');
  await applicationFill(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '确认提交' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/myAgencyDetails\?/);
  return hashRoute(page);
}

/** 王芳, an assistant on duty (the seed's staff). */
const STAFF = { userId: 'M13600136001', mobile: '13600136001' };

/** The citizen's application, then the assistant's tab: the list of requests waiting for a grab. */
async function waitingForGrab(page: Page): Promise<string> {
  await logIn(page, CITIZEN);
  await applied(page);
  await logIn(page, STAFF);
  return '/agentRequest';
}

/** The same, grabbed by the assistant: the card under 我的请求 (the tab in the address). */
async function grabbed(page: Page): Promise<string> {
  await waitingForGrab(page);
  await page.reload();
  await go(page, '/agentRequest');
  await mine(page).getByRole('button', { name: '抢单' }).click();
  await expect(page.getByRole('button', { name: '开始办理' })).toBeVisible();
  return '/agentRequest?tab=assigned';
}

/** The same, in hand (开始办理): the assignee's signature page of the request. */
async function toSign(page: Page): Promise<string> {
  await grabbed(page);
  await mine(page).getByRole('button', { name: '开始办理' }).click();
  await expect(mine(page).getByText('办理中').first()).toBeVisible();
  await mine(page).getByRole('button', { name: '签名确认' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/signature\?/);
  return hashRoute(page);
}

/** The card of the citizen's request (赵淑珍's). */
const mine = (page: Page) => page.getByRole('article', { name: /赵淑珍/ });

export const AGENCY_FORMS: FormCase[] = [
  {
    id: 'agencyApplication',
    name: '帮办代办申请',
    component: ['application-form'],
    route: '/agencyApplication',
    path: '/authentication/save',
    fill: applicationFill,
    submit: '确认提交',
    typed: '赵淑珍',
    done: (page) => expect(page.getByText('正在为您安排帮办员，请耐心等待')).toBeVisible({ timeout: 8000 }),
  },
  {
    id: 'agencyMessage',
    name: '给帮办员留言',
    component: ['my-agency'],
    route: '/myAgencyDetails',
    prepare: applied,
    path: '/authentication/edit',
    fill: (page) => page.getByLabel('给帮办员留言').fill('请周三上午电话联系我'),
    submit: '发送留言',
    typed: '请周三上午电话联系我',
    async done(page) {
      await expect(page.getByLabel('给帮办员留言')).toHaveValue('', { timeout: 8000 });
      await expect(page.getByText('请周三上午电话联系我')).toBeVisible();
    },
  },
  {
    id: 'agencyCancel',
    name: '取消帮办代办申请',
    component: ['my-agency'],
    route: '/myAgencyDetails',
    prepare: applied,
    path: '/authentication/updateStatus',
    fill: (page) => page.getByLabel('取消原因').fill('已经自己去大厅办好了'),
    submit: '取消申请',
    confirm: '确定取消',
    typed: '已经自己去大厅办好了',
    done: (page) => expect(page.getByText('申请已取消').first()).toBeVisible({ timeout: 8000 }),
  },
  {
    id: 'agencyGrab',
    name: '抢单（帮办员）',
    component: ['agent-requests'],
    route: '/agentRequest',
    who: STAFF,
    prepare: waitingForGrab,
    path: '/authentication/updateStatus',
    fill: (page) => expect(mine(page)).toBeVisible({ timeout: 8000 }),
    within: mine,
    submit: '抢单',
    typed: '赵淑珍',
    done: (page) => expect(mine(page).getByRole('button', { name: '开始办理' })).toBeVisible({ timeout: 8000 }),
  },
  {
    id: 'agencyNote',
    name: '给群众发消息（帮办员）',
    component: ['agent-requests'],
    route: '/agentRequest',
    who: STAFF,
    prepare: grabbed,
    path: '/authentication/edit',
    fill: (page) => mine(page).getByLabel('给群众发消息 / 状态说明').fill('请带上身份证原件'),
    within: mine,
    submit: '发送消息',
    typed: '请带上身份证原件',
    async done(page) {
      await expect(mine(page).getByLabel('给群众发消息 / 状态说明')).toHaveValue('', { timeout: 8000 });
      await expect(mine(page).getByText('请带上身份证原件')).toBeVisible();
    },
  },
  {
    id: 'agencySign',
    name: '手写签名（帮办员）',
    component: ['sign-request'],
    route: '/signature',
    who: STAFF,
    prepare: toSign,
    path: '/authentication/editAndSign',
    async fill(page) {
      await drawSignature(page);
      await page.getByRole('button', { name: '确认签名', exact: true }).click();
      await expect(page.getByRole('img', { name: '您的手写签名（待提交）' })).toBeVisible({ timeout: 8000 });
    },
    submit: '提交签名',
    // The signature drawn, kept in the draft and shown under this heading until it is sent.
    typed: '待提交的签名',
    done: (page) => expect(mine(page).getByText('已签名').first()).toBeVisible({ timeout: 8000 }),
  },
];

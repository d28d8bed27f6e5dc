import type { Page } from '@playwright/test';
import { expect, hashRoute } from '../../fixtures';
import { go } from '../pages';
import type { FormCase } from './index';

/** 帮办代办 (docs/agency-and-ems.md): the citizen's application and what they send on it afterwards. */

/** An application for oneself: the first matter, a name, a number, 尽快. */
async function applicationFill(page: Page) {
  await page.getByRole('radiogroup', { name: '办理事项' }).getByRole('radio').first().click();
  await page.getByLabel('申请人姓名').fill('刘桂兰');
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

export const AGENCY_FORMS: FormCase[] = [
  {
    id: 'agencyApplication',
    name: '帮办代办申请',
    component: ['application-form'],
    route: '/agencyApplication',
    path: '/authentication/save',
    fill: applicationFill,
    submit: '确认提交',
    typed: '刘桂兰',
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
];

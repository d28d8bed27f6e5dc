import type { Page } from '@playwright/test';
import { callEmulator, expect, hashQuery, hashRoute } from '../../fixtures';
import { toNextWorkingDayAt } from '../emulator';
import { go } from '../pages';
import type { FormCase } from './index';

/** 排队取号与预约 (docs/queue.md): the forms of the queue feature. */

const HALL = 'H1201010';
const MATTER = 'M12010100';

/** The booking's details, as the wizard's 预约人 step is filled (the seed's demo citizen). */
async function fillDetails(page: Page) {
  await page.getByLabel('预约人姓名').fill('张三');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByLabel('身份证号').fill('120101199001010017');
}

/** The first day with places, then its last free slot (far enough ahead to be cancelled). */
async function pickDayAndSlot(page: Page) {
  await page.getByRole('group', { name: '预约日期' }).getByRole('button', { name: /余\d+/ }).first().click();
  await page
    .getByRole('group', { name: '预约时段' })
    .getByRole('button', { name: /余\d+位/ })
    .last()
    .click();
}

/**
 * `text` on the page while its clock runs on, as a citizen's does: the faked clock (the matrix's)
 * otherwise holds the timers a query's update waits for after the answer has come.
 */
const shows = (page: Page, text: string) =>
  expect
    .poll(
      async () => {
        await page.clock.runFor(250);
        return page.getByText(text, { exact: true }).first().isVisible();
      },
      { message: `${text} on the page`, timeout: 8000 },
    )
    .toBe(true);

const booked = (page: Page) => expect(page.getByRole('heading', { level: 2, name: '预约成功' })).toBeVisible({ timeout: 8000 });

export const QUEUE_FORMS: FormCase[] = [
  {
    id: 'ticket',
    name: '在线取号',
    component: ['ticket-taker'],
    route: `/ticket?hallId=${HALL}`,
    async prepare(page) {
      // 10:00 of a working day: the hall gives numbers.
      await toNextWorkingDayAt(page, 10 * 60);
      return `/ticket?hallId=${HALL}`;
    },
    path: '/v1/auth/ticket/take',
    async fill(page) {
      await expect(page.getByRole('heading', { name: 'B 社保' })).toBeVisible({ timeout: 8000 });
    },
    submit: '在社保队列取号',
    confirm: '确认取号',
    typed: 'B 社保',
    done: (page) => expect.poll(() => hashRoute(page), { timeout: 8000 }).toMatch(/^\/myNumberInfo\?/),
  },
  {
    id: 'reserve',
    name: '预约办理',
    component: ['reserve-wizard'],
    route: `/reserve?hallId=${HALL}&matterId=${MATTER}`,
    async prepare(page) {
      await toNextWorkingDayAt(page, 8 * 60);
      return `/reserve?hallId=${HALL}&matterId=${MATTER}`;
    },
    path: '/auth/reservation/reserve',
    method: 'PUT',
    async fill(page) {
      await pickDayAndSlot(page);
      await fillDetails(page);
    },
    submit: '确认预约',
    typed: '张三',
    done: booked,
  },
  {
    id: 'zh-reserve',
    name: '综合窗口预约',
    component: ['reserve-wizard'],
    route: `/zhReserve?hallId=${HALL}`,
    async prepare(page) {
      await toNextWorkingDayAt(page, 8 * 60);
      return `/zhReserve?hallId=${HALL}`;
    },
    path: '/auth/reservation/reserve',
    method: 'PUT',
    async fill(page) {
      await pickDayAndSlot(page);
      await fillDetails(page);
    },
    submit: '确认预约',
    typed: '张三',
    done: booked,
  },
  {
    id: 'appointment-cancel',
    name: '取消预约',
    component: ['appointment-details'],
    route: '/appointmentDetails',
    async prepare(page) {
      // 7:00 of a working day: the day's first slot is well before its cancel cut-off.
      await toNextWorkingDayAt(page, 7 * 60);
      const id = await callEmulator<string>(page, 'queue.bookFor', 'U0001', HALL, MATTER);
      return `/appointmentDetails?id=${id}`;
    },
    path: '/auth/reservation/cancelReserve',
    method: 'GET',
    async fill(page) {
      await page.getByRole('button', { name: '取消预约' }).click({ timeout: 8000 });
      await page.getByLabel('行程有变').check();
    },
    submit: '提交取消',
    confirm: '确认取消',
    typed: '社会保障卡申领',
    done: (page) => shows(page, '已取消'),
  },
  {
    id: 'ticket-cancel',
    name: '取消号码',
    component: ['ticket-details'],
    route: '/myNumberInfo',
    async prepare(page) {
      // A number taken at 10:00 of a working day, through the page as a citizen takes it.
      await toNextWorkingDayAt(page, 10 * 60);
      await go(page, `/ticket?hallId=${HALL}`);
      await page.getByRole('button', { name: '在社保队列取号' }).click({ timeout: 8000 });
      await page.getByRole('dialog').getByRole('button', { name: '确认取号' }).click();
      await expect.poll(() => hashRoute(page), { timeout: 8000 }).toMatch(/^\/myNumberInfo\?/);
      return `/myNumberInfo?id=${hashQuery(page).get('id')}`;
    },
    path: '/v1/auth/ticket/cancel',
    async fill(page) {
      await expect(page.getByRole('button', { name: '取消号码', exact: true })).toBeVisible({ timeout: 8000 });
    },
    submit: '取消号码',
    confirm: '取消号码',
    typed: 'B 社保',
    done: (page) => shows(page, '已取消'),
  },
];

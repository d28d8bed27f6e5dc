import type { Page } from '@playwright/test';
import { callEmulator, expect, hashQuery, hashRoute } from '../../fixtures';
import { advanceClock } from '../emulator';
import { go } from '../pages';
import type { FormCase } from './index';

/** 评价与投诉 (docs/complaints.md): the forms of the rating feature. */

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 8000 });

/** 投诉建议: one of the citizen's own visits, what went wrong, the words. */
async function complaintFill(page: Page) {
  await page
    .getByRole('radio', { name: /^办结 · / })
    .first()
    .check();
  await page.getByRole('button', { name: /下一步：填写问题/ }).click();
  await page.getByRole('radio', { name: '服务态度' }).click();
  await page.getByRole('textbox', { name: /问题描述/ }).fill('窗口工作人员没有解释清楚需要补什么材料');
}

export const RATING_FORMS: FormCase[] = [
  {
    id: 'feedback',
    name: '意见反馈',
    component: ['rating-form'],
    route: '/feedback',
    path: '/complaint/insert',
    async fill(page) {
      await page.getByRole('button', { name: '2星', exact: true }).click();
      await page.getByRole('button', { name: '体验问题' }).click();
      await page.getByRole('textbox', { name: /问题描述/ }).fill('窗口排队太久，希望增加自助机');
    },
    submit: '提交',
    typed: '窗口排队太久，希望增加自助机',
    done: (page) => expect(page.getByText('提交成功')).toBeVisible({ timeout: 8000 }),
  },
  {
    id: 'complaint',
    name: '投诉建议',
    component: ['complaint-wizard'],
    route: '/complaint',
    path: '/complaint/ticket',
    fill: complaintFill,
    submit: '确认提交',
    typed: '窗口工作人员没有解释清楚需要补什么材料',
    done: (page) => heading(page, '投诉已提交'),
  },
  {
    id: 'evaluation',
    name: '好差评',
    component: ['evaluation-form'],
    route: '/evaluationPage?id=EV-U0001-1',
    async prepare(page) {
      await callEmulator(page, 'insertDemoRecords');
      return '/evaluationPage?id=EV-U0001-1';
    },
    path: '/evaluateType/insertEvaluate',
    async fill(page) {
      await page.getByRole('button', { name: '非常不满意' }).click();
      await page.getByRole('button', { name: '办事效率低' }).click();
      await page.getByRole('textbox', { name: /差评原因/ }).fill('同一份材料让我交了两次');
    },
    submit: '提交评价',
    typed: '同一份材料让我交了两次',
    done: (page) => expect.poll(() => hashRoute(page), { timeout: 8000 }).toMatch(/^\/watchEvaluated\?/),
  },
  {
    id: 'guideCorrection',
    name: '指南纠错',
    component: ['matter-feedback-form'],
    route: '/mFeedback?matterId=M12010100',
    path: '/matter/feedback/insert',
    async fill(page) {
      await page.getByRole('button', { name: '材料有误' }).click();
      await page.getByRole('textbox', { name: '问题描述' }).fill('材料清单里的户口本复印件已经不需要了');
    },
    submit: '提交纠错',
    typed: '材料清单里的户口本复印件已经不需要了',
    done: (page) => expect.poll(() => hashRoute(page), { timeout: 8000 }).toMatch(/^\/mFeedbackInfo\?/),
  },
  {
    id: 'complaintRating',
    name: '投诉处理结果评价',
    component: ['ticket-view'],
    route: '/complaint',
    async prepare(page) {
      // A complaint of the citizen's, filed and worked by the hall until it waits for the rating.
      await go(page, '/complaint');
      await complaintFill(page);
      await page.getByRole('button', { name: /下一步：核对内容/ }).click();
      await page.getByRole('button', { name: '确认提交' }).click();
      await heading(page, '投诉已提交');
      await page.getByRole('link', { name: '查看处理进度' }).click();
      await expect.poll(() => hashRoute(page)).toMatch(/^\/complaintDetails\?/);
      const id = hashQuery(page).get('id');
      await advanceClock(page, 3 * 86_400_000);
      return `/complaintDetails?id=${id}`;
    },
    path: '/complaint/ticket/rate',
    async fill(page) {
      await page.getByRole('radio', { name: '基本满意' }).check();
      await page.getByRole('textbox', { name: /补充说明/ }).fill('处理及时，但希望早点电话告知');
    },
    submit: '提交评价',
    typed: '处理及时，但希望早点电话告知',
    done: (page) => expect(page.getByRole('heading', { name: '评价处理结果' })).toHaveCount(0, { timeout: 8000 }),
  },
];

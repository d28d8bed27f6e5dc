import type { Page } from '@playwright/test';
import { expect } from '../../fixtures';
import type { FormCase } from './index';

/** 评价与投诉 (docs/complaints.md): the forms of the rating feature. */

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 8000 });

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
    async fill(page) {
      await page
        .getByRole('radio', { name: /^办结 · / })
        .first()
        .check();
      await page.getByRole('button', { name: /下一步：填写问题/ }).click();
      await page.getByRole('radio', { name: '服务态度' }).click();
      await page.getByRole('textbox', { name: /问题描述/ }).fill('窗口工作人员没有解释清楚需要补什么材料');
    },
    submit: '确认提交',
    typed: '窗口工作人员没有解释清楚需要补什么材料',
    done: (page) => heading(page, '投诉已提交'),
  },
];

import { expect } from '../../fixtures';
import type { FormCase } from './index';

/** 邮寄服务 (docs/agency-and-ems.md): the EMS order. */
export const EXPRESS_FORMS: FormCase[] = [
  {
    id: 'ems',
    name: 'EMS邮寄下单',
    component: ['use-ems-order'],
    route: '/EMSMail',
    path: '/sms/emsApi/order',
    async fill(page) {
      await page.getByRole('radio', { name: '材料寄送至大厅' }).click();
      await page.getByRole('button', { name: '新增地址' }).click();
      await page.getByLabel('联系人').fill('张三');
      await page.getByLabel('手机号').fill('13800138000');
      await page.getByLabel('所在区（天津市）').selectOption({ label: '滨海新区' });
      await page.getByLabel('详细地址').fill('迎宾大道8号');
      await page.getByRole('button', { name: '保存地址' }).click();
      await expect(page.getByText(/张三 13800138000（默认）/)).toBeVisible();
      await page.getByRole('radio', { name: '1公斤以内' }).click();
      await expect(page.getByText('12元', { exact: true })).toBeVisible();
      await page.getByLabel('内件说明（选填）').fill('营业执照副本两份');
      await page.getByLabel('上门取件时间').selectOption({ index: 1 });
    },
    submit: /^确认下单/,
    typed: '营业执照副本两份',
    done: (page) => expect(page.getByRole('status').filter({ hasText: '下单成功' })).toBeVisible({ timeout: 8000 }),
  },
];

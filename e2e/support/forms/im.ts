import { expect, hashRoute } from '../../fixtures';
import type { FormCase } from './index';

/** 咨询 (docs/messaging.md): the forms of the messaging feature. */
export const IM_FORMS: FormCase[] = [
  {
    id: 'consult',
    name: '办事咨询',
    component: ['consult-form'],
    route: '/consult',
    path: '/im/consult/auth/save',
    async fill(page) {
      await page.getByLabel('咨询部门').selectOption({ index: 1 });
      await page.getByLabel('咨询标题').fill('社保卡补办');
      await page.getByLabel(/咨询内容/).fill('社保卡丢失后补办需要多长时间');
      await page.getByLabel(/联系方式/).fill('13800138000');
    },
    submit: '确认提交',
    typed: '社保卡丢失后补办需要多长时间',
    done: (page) => expect.poll(() => hashRoute(page), { timeout: 8000 }).toMatch(/^\/myconsult/),
  },
];

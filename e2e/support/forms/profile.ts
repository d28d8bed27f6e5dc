import { expect } from '../../fixtures';
import type { FormCase } from './index';

/** 我的 (docs/me.md, 实名认证): the forms of the profile feature. */
export const PROFILE_FORMS: FormCase[] = [
  {
    id: 'realname',
    name: '实名认证',
    component: ['recertification'],
    route: '/recertificationHome',
    path: '/realName/verify',
    async fill(page) {
      await page.getByLabel('姓名').fill('张三');
      await page.getByLabel('身份证号').fill('120101199001010017');
      await page.getByText('我已阅读并同意').click();
    },
    submit: '提交认证',
    typed: '120101199001010017',
    done: (page) => expect(page.getByText('认证成功')).toBeVisible({ timeout: 8000 }),
  },
];

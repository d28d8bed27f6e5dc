import type { Page } from '@playwright/test';
import { expect, hashQuery, hashRoute } from '../../fixtures';
import { go } from '../pages';
import type { FormCase } from './index';

/** 门牌 (docs/halls.md): the forms of the halls feature. */

/** A doorplate of the seed (和平区's first). */
const DOORPLATE = 'DP1201010';

const toMyDoorplates = (page: Page) => expect.poll(() => hashRoute(page), { timeout: 8000 }).toMatch(/^\/myDoorplateList/);

export const HALLS_FORMS: FormCase[] = [
  {
    id: 'doorplate-follow',
    name: '关注门牌',
    component: ['doorplate-form'],
    route: `/editDoorplate?doorplateId=${DOORPLATE}`,
    path: '/doorplate/add',
    async fill(page) {
      await page.getByLabel('门牌名称（必填）').fill('家附近');
      await page.getByLabel('备注').fill('周末也开门，可办社保卡');
    },
    submit: '确认关注',
    typed: '周末也开门，可办社保卡',
    done: toMyDoorplates,
  },
  {
    id: 'doorplate-edit',
    name: '编辑门牌',
    component: ['doorplate-form'],
    route: '/editDoorplate',
    async prepare(page) {
      // A doorplate followed first, through the page as a citizen follows it.
      await go(page, `/editDoorplate?doorplateId=${DOORPLATE}`);
      await page.getByLabel('门牌名称（必填）').fill('家附近');
      await page.getByRole('button', { name: '下一步：确认信息' }).click();
      await page.getByRole('button', { name: '确认关注' }).click();
      await toMyDoorplates(page);
      await page.getByRole('link', { name: '编辑' }).click();
      await expect.poll(() => hashQuery(page).get('id'), { timeout: 8000 }).toBeTruthy();
      return `/editDoorplate?id=${hashQuery(page).get('id')}`;
    },
    path: '/doorplate/edit',
    method: 'PUT',
    async fill(page) {
      await expect(page.getByLabel('门牌名称（必填）')).toHaveValue('家附近', { timeout: 8000 });
      await page.getByLabel('门牌名称（必填）').fill('常去的门牌');
      await page.getByLabel('备注').fill('二楼左手第三个窗口');
    },
    submit: '确认保存',
    typed: '二楼左手第三个窗口',
    done: toMyDoorplates,
  },
];

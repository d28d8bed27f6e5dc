import { callEmulator, expect, hashRoute } from '../../fixtures';
import type { FormCase } from './index';
import { AREA, fillApplication, MATTER, pdf } from './matters';

/** 办件 (docs/apply-and-track.md): the forms of the cases feature. */
export const CASES_FORMS: FormCase[] = [
  {
    id: 'supplement',
    name: '补正材料',
    component: ['supplement-form'],
    route: '/Noticerejection',
    // A case waiting for its 补正: applied for with an unreadable 户口簿, returned by the staff on the emulator's clock.
    async prepare(page) {
      await page.evaluate((r) => {
        window.location.hash = `#${r}`;
      }, `/application?matterId=${MATTER}&${AREA}`);
      await fillApplication(page, 20);
      await page.getByRole('button', { name: '确认提交', exact: true }).click();
      const progress = page.getByRole('link', { name: '查看办理进度' });
      await expect(progress).toBeVisible({ timeout: 8000 });
      const id = new URLSearchParams((await progress.getAttribute('href'))!.split('?')[1]).get('id')!;
      await callEmulator(page, 'advanceClock', 30 * 60_000);
      return `/Noticerejection?id=${id}&${AREA}`;
    },
    path: '/service-xzyd/case/supplement',
    async fill(page) {
      await expect(page.getByText(/退回原因：图片过小或不清晰/)).toBeVisible({ timeout: 8000 });
      await page.getByLabel('上传居民户口簿').setInputFiles(pdf('hukou.pdf'));
      await expect(page.getByText('第1页 PDF')).toBeVisible({ timeout: 8000 });
    },
    submit: '提交补正材料',
    typed: '第1页 PDF',
    async done(page) {
      await expect.poll(() => hashRoute(page), { timeout: 8000 }).toMatch(/^\/timeInfolistDetail\?/);
      await expect(page.getByRole('heading', { name: '已补正材料' })).toBeVisible({ timeout: 8000 });
    },
  },
];

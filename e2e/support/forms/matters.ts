import type { Page } from '@playwright/test';
import { expect, hashRoute } from '../../fixtures';
import type { FormCase } from './index';
import { drawSignature } from '../signature';

/** 网上办理 (docs/apply-and-track.md): the forms of the matters feature. */

export const AREA = 'fixedArea=120100&rootArea=120000&sys=home';
/** 城乡居民养老保险参保登记 of the city: two required materials (居民身份证, 居民户口簿), the general form. */
export const MATTER = 'M12010001';
/** A matter whose proofs a signed 告知承诺 replaces. */
const COMMITMENT_MATTER = 'M12010002';

/** A PNG header (800 x 600) and `padding` bytes: legible to the emulator's staff from 2 KB, returned below. */
export function png(name: string, padding: number) {
  const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  const ihdr = [...be32(13), 0x49, 0x48, 0x44, 0x52, ...be32(800), ...be32(600), 8, 6, 0, 0, 0, 0, 0, 0, 0];
  const bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...new Array<number>(padding).fill(7)];
  return { name, mimeType: 'image/png', buffer: Buffer.from(bytes) };
}

/** A PDF of `size` bytes: its page shows as 第1页 PDF (text on screen, unlike a photo's thumbnail). */
export function pdf(name: string, size = 9000) {
  const head = Buffer.from('%PDF-1.4\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]) };
}

/** 在线申报 filled up to its check step: the applicant, the form, both materials (`hukouBytes` small: returned by the staff). */
export async function fillApplication(page: Page, hukouBytes = 8000) {
  await page.getByLabel('申请人姓名').fill('刘桂兰');
  await page.getByLabel('身份证号').fill('12010319600918132X');
  await expect(page.getByLabel('联系电话')).toHaveValue('13800138000');
  await page.getByRole('button', { name: '下一步：填写表单' }).click();
  await page.getByLabel('申请事由').fill('首次参加城乡居民养老保险');
  await page.getByRole('radio', { name: '窗口领取' }).check();
  await page.getByRole('button', { name: '下一步：上传材料' }).click();
  await page.getByLabel('上传居民身份证').setInputFiles(png('id-card.png', 8000));
  await page.getByLabel('上传居民户口簿').setInputFiles(png('hukou.png', hukouBytes));
  await expect(page.getByRole('img', { name: '居民身份证第1页' })).toBeVisible({ timeout: 8000 });
  await expect(page.getByRole('img', { name: '居民户口簿第1页' })).toBeVisible({ timeout: 8000 });
  await page.getByRole('button', { name: '下一步：核对信息' }).click();
  await page.getByText('本人承诺所填信息和所交材料真实有效').click();
}

/** 跨省通办's new request, filled up to its check (请核对申请). */
async function fillCross(page: Page) {
  await page.getByLabel('事项').selectOption({ index: 1 });
  await page.getByLabel('办理地（户籍地或业务所在地）').fill('河北省石家庄市');
  await page.getByLabel('申请说明').fill('户籍在石家庄，现居天津，申请异地办理。');
  await page.getByLabel('联系电话').fill('13800138000');
  await page.getByRole('button', { name: '下一步：核对' }).click();
  await expect(page.getByRole('heading', { name: '请核对申请' })).toBeVisible({ timeout: 8000 });
}

export const MATTERS_FORMS: FormCase[] = [
  {
    id: 'apply',
    name: '在线申报',
    component: ['use-application'],
    route: `/application?matterId=${MATTER}&${AREA}`,
    path: '/online-processing/anon/submitOp/audit',
    fill: (page) => fillApplication(page),
    submit: '确认提交',
    typed: '首次参加城乡居民养老保险',
    done: (page) => expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible({ timeout: 8000 }),
  },
  {
    id: 'cross-apply',
    name: '跨省通办申请',
    component: ['cross-apply-form'],
    route: `/crossProcessingFeedback?${AREA}`,
    path: '/online-processing/anon/cross/apply',
    fill: fillCross,
    submit: '确认提交',
    typed: '户籍在石家庄，现居天津，申请异地办理。',
    done: (page) => expect.poll(() => hashRoute(page), { timeout: 8000 }).toMatch(/^\/crossDetails\?/),
  },
  {
    id: 'cross-feedback',
    name: '跨省通办反馈',
    component: ['cross-feedback-form'],
    route: `/crossProcessingFeedback?${AREA}`,
    // A request of the citizen's own, sent through its form (the test interface has none to insert).
    async prepare(page) {
      await page.evaluate((r) => {
        window.location.hash = `#${r}`;
      }, `/crossProcessingFeedback?${AREA}`);
      await fillCross(page);
      await page.getByRole('button', { name: '确认提交', exact: true }).click();
      await expect.poll(() => hashRoute(page), { timeout: 8000 }).toMatch(/^\/crossDetails\?/);
      return hashRoute(page);
    },
    path: '/online-processing/anon/cross/feedback',
    async fill(page) {
      await page.getByLabel('补充说明或提问').fill('请问需要多久才能办好？');
    },
    submit: '发送反馈',
    typed: '请问需要多久才能办好？',
    async done(page) {
      const thread = page.getByRole('region', { name: '办理反馈' });
      await expect(thread.getByRole('listitem').filter({ hasText: '请问需要多久才能办好？' })).toBeVisible({ timeout: 8000 });
      await expect(page.getByLabel('补充说明或提问')).toHaveValue('');
    },
  },
  {
    id: 'form-fill',
    name: '填写表单',
    component: ['form-filler'],
    route: `/formIndex?formId=F-GENERAL&${AREA}`,
    path: '/online-processing/anon/form/fill',
    async fill(page) {
      await page.getByLabel('申请事由').fill('办理社保卡补办');
      await page.getByRole('radio', { name: '窗口领取' }).check();
      await page.getByRole('button', { name: '下一步：核对' }).click();
    },
    submit: '确认保存',
    typed: '办理社保卡补办',
    done: (page) => expect(page.getByRole('heading', { name: '表单已保存' })).toBeVisible({ timeout: 8000 }),
  },
  {
    id: 'pre-audit',
    name: '材料预审',
    component: ['materials-sender'],
    route: `/preAuditionFillIn?matterId=${MATTER}&${AREA}`,
    path: '/online-processing/anon/preAudit/submit',
    async fill(page) {
      await page.getByLabel('上传居民身份证').setInputFiles(pdf('id-card.pdf'));
      await expect(page.getByText('第1页 PDF')).toBeVisible({ timeout: 8000 });
    },
    submit: '提交预审',
    typed: '第1页 PDF',
    done: (page) =>
      expect(
        page
          .getByRole('region', { name: '我的预审' })
          .getByText(/预审中/)
          .first(),
      ).toBeVisible({ timeout: 8000 }),
  },
  {
    id: 'remote',
    name: '远程办预约',
    component: ['remote-processing'],
    route: `/remoteProcessing?matterId=${MATTER}&${AREA}`,
    path: '/online-processing/anon/remote/book',
    async fill(page) {
      await page
        .getByRole('button', { name: /剩余\d+个$/ })
        .first()
        .click();
      await page.getByLabel('联系电话').fill('13800138000');
      await page.getByLabel('想咨询的问题（选填）').fill('材料怎么准备');
    },
    submit: '预约视频办理',
    confirm: '确认预约',
    typed: '材料怎么准备',
    done: (page) =>
      expect(
        page
          .getByRole('region', { name: '我的预约' })
          .getByText(/已预约/)
          .first(),
      ).toBeVisible({ timeout: 8000 }),
  },
  {
    id: 'commitment',
    name: '告知承诺',
    component: ['notification-form'],
    route: `/notificationForm?matterId=${COMMITMENT_MATTER}&${AREA}`,
    path: '/online-processing/anon/commitment/sign',
    async fill(page) {
      await page.getByText('我已阅读并理解上述承诺内容，自愿作出承诺').click();
      await drawSignature(page);
      await expect(page.getByTestId('signature-surface')).toHaveAttribute('data-strokes', '2');
      await page.getByRole('button', { name: '确认签名', exact: true }).click();
      await expect(page.getByRole('img', { name: '您的手写签名（待提交）' })).toBeVisible({ timeout: 8000 });
    },
    submit: '提交承诺书',
    // The signature drawn, kept in the draft and shown under this heading until it is sent.
    typed: '待提交的签名',
    done: (page) => expect(page.getByRole('heading', { name: '已签署' })).toBeVisible({ timeout: 8000 }),
  },
];

import type { Page } from '@playwright/test';
import { expect, hashQuery, hashRoute, keepRatingPopupAway, resetEmulator, test } from './fixtures';
import { go } from './support/pages';

// Screenshots for people to look at; not committed.
const SHOTS = 'test-results/screenshots';
const AREA = 'fixedArea=120101&rootArea=120000&sys=home';

async function open(page: Page, route: string) {
  await page.goto('./#/home');
  await resetEmulator(page);
  await keepRatingPopupAway(page);
  await go(page, route);
}

test.describe('robot', () => {
  test('a visitor asks by category and by typing, opens the full answer, marks an answer unhelpful', async ({ app: page }) => {
    await open(page, `/robotChatPass?${AREA}`);
    await expect(page.getByText('智能客服', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('您正以访客身份咨询')).toBeVisible();
    const log = page.getByRole('region', { name: '对话记录' });

    // By category.
    await page.getByRole('button', { name: '婚姻', exact: true }).click();
    await page.getByRole('button', { name: '如何办理结婚登记？' }).click();
    const first = log.getByRole('article', { name: '如何办理结婚登记？' });
    await expect(first).toBeVisible();
    await expect(first.getByText(/来源：《结婚登记》办事指南 · 基本信息（版本日期 \d{4}-\d{2}-\d{2}）/)).toBeVisible();
    await expect(first.getByRole('link', { name: '预约办理（需登录）' })).toHaveAttribute('href', /matterId=M12010112/);

    // By typing: suggestions appear under the box.
    const box = page.getByRole('textbox', { name: '输入您的问题' });
    await box.pressSequentially('公积金', { delay: 80 });
    const list = page.getByRole('list', { name: '猜您想问' });
    await expect(list.getByRole('button').first()).toContainText('住房公积金');
    await page.screenshot({ path: `${SHOTS}/robot-suggestions.png` });
    await box.fill('');
    await box.pressSequentially('那需要什么材料', { delay: 30 });
    await page.getByRole('button', { name: '发送' }).click();
    const follow = log.getByRole('article', { name: '办理结婚登记需要什么材料？' });
    await expect(follow).toBeVisible();
    await expect(follow.getByText('接着上面关于“结婚登记”的问题回答：')).toBeVisible();

    // Not helpful, with a reason.
    await follow.getByRole('button', { name: '没帮助' }).click();
    await follow.getByRole('button', { name: '看不懂' }).click();
    await follow.getByRole('button', { name: '提交反馈' }).click();
    await expect(follow.getByText('感谢您的反馈：没帮助（看不懂）')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/robot-chat.png`, fullPage: true });

    // The conversation survives a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: '对话记录' }).getByRole('article', { name: '办理结婚登记需要什么材料？' })).toBeVisible();

    // The full answer page, with the area kept.
    await page
      .getByRole('region', { name: '对话记录' })
      .getByRole('article', { name: '办理结婚登记需要什么材料？' })
      .getByRole('link', { name: '查看完整回答' })
      .click();
    await expect(page.getByText('答案详情', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '办理结婚登记需要什么材料？' })).toBeVisible();
    expect(hashRoute(page)).toMatch(/^\/robotReplyPage\?/);
    expect(hashQuery(page).get('itemId')).toBe('M12010112.materials');
    expect(hashQuery(page).get('fixedArea')).toBe('120101');
    await expect(page.getByRole('button', { name: '结婚登记收费吗？' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/robot-reply.png`, fullPage: true });

    // Nothing scrolls sideways at 320 px in elder mode.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.evaluate(() => document.documentElement.classList.add('ow-elder'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the robot is absent from home where use_robot is 0', async ({ app: page }) => {
    await open(page, `/home?${AREA}`);
    await expect(page.getByRole('link', { name: '智能客服' })).toBeVisible();
    await go(page, '/home?fixedArea=120103&rootArea=120000&sys=home');
    await expect(page.getByRole('link', { name: '找大厅' })).toBeVisible();
    await expect(page.getByRole('link', { name: '智能客服' })).toHaveCount(0);
    await go(page, '/robotChatPass?fixedArea=120103&rootArea=120000&sys=home');
    await expect(page.getByText('本区域暂未开通智能客服')).toBeVisible();
  });

  test('the virtual guide speaks with a stubbed speech engine and shows captions', async ({ app: page }) => {
    // Headless Chromium has no voices: a stub engine records what it is asked to say.
    await page.addInitScript(() => {
      const w = window as unknown as { __spoken: string[]; __finish: () => void };
      w.__spoken = [];
      let current: { text: string; onstart?: () => void; onend?: () => void } | null = null;
      w.__finish = () => current?.onend?.();
      class Utterance {
        lang = '';
        voice: unknown = null;
        rate = 1;
        onstart?: () => void;
        onend?: () => void;
        onerror?: () => void;
        constructor(readonly text: string) {}
      }
      const engine = {
        speak(u: Utterance) {
          w.__spoken.push(u.text);
          current = u;
          setTimeout(() => u.onstart?.(), 10);
        },
        cancel() {
          current = null;
        },
        pause() {},
        resume() {},
        getVoices: () => [{ lang: 'zh-CN', name: '测试语音', default: true, localService: true, voiceURI: 'stub' }],
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: engine });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: Utterance });
    });
    await open(page, `/virtualHumanPage?itemId=faq-guide&${AREA}`);
    await expect(page.getByText('虚拟导办员', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '去大厅办事要注意什么？' })).toBeVisible();
    await page.getByRole('button', { name: '朗读' }).click();
    const caption = page.getByTestId('caption');
    await expect(caption).toHaveText('到大厅办事前请：');
    await expect(page.getByRole('img', { name: '导办员正在讲话' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/robot-virtual-guide.png`, fullPage: true });
    await page.getByRole('button', { name: '暂停' }).click();
    await expect(page.getByRole('button', { name: '继续' })).toBeVisible();
    await page.getByRole('button', { name: '继续' }).click();
    await page.evaluate(() => (window as unknown as { __finish: () => void }).__finish());
    await expect(caption).toHaveText('在“办事指南”中查好申请材料，带齐原件；');
    await page.getByRole('button', { name: '重播' }).click();
    await expect(caption).toHaveText('到大厅办事前请：');
    const spoken = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
    expect(spoken).toEqual(['到大厅办事前请：', '在“办事指南”中查好申请材料，带齐原件；', '到大厅办事前请：']);
  });
});

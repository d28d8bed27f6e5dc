import type { Page } from '@playwright/test';
import { axe as axeOf } from './axe';
import { expect, resetEmulator, test } from './fixtures';

/**
 * Elder mode (长辈版) against the MIIT 适老化 figures, measured in Chromium at 320 px: main text
 * at least 18 px, the largest text of the main functions at least 30 px, line height at least
 * 1.3, main touch targets at least 60x60 px (44x44 elsewhere), contrast 4.5:1 (axe), no
 * horizontal scrolling, no uninvited pop-ups. Screenshots go to test-results/ (not committed).
 */

const OUT = 'test-results/elder';
test.use({ viewport: { width: 320, height: 640 } });

interface Figures {
  minText: number;
  smallText: string[];
  maxText: number;
  minLineHeight: number;
  smallTargets: string[];
  minMainTarget: number;
  overflowX: number;
}

/** Measures the visible page: every text in <main> and the title bar, every control. */
function measure(page: Page, mainTargets: string): Promise<Figures> {
  return page.evaluate((mainSel) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('[aria-hidden="true"]');
    };
    const main = [...document.querySelectorAll('main')].find(visible)!;
    const shell = main.parentElement!;
    const sizes: number[] = [];
    const smallText: string[] = [];
    const ratios: number[] = [];
    const walker = document.createTreeWalker(shell, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      // The previewed document's own text is the document's, not the app's.
      if (!el || !n.textContent?.trim() || !visible(el) || el.closest('.ow-sr-only,svg,[data-testid="docx-body"]')) continue;
      const s = getComputedStyle(el);
      const size = parseFloat(s.fontSize);
      sizes.push(size);
      if (size < 18) smallText.push(`${n.textContent.trim().slice(0, 10)} ${size}px (${el.className || el.tagName})`);
      const lh = s.lineHeight === 'normal' ? 1.2 * size : parseFloat(s.lineHeight);
      // One-line labels in a box (buttons, tags) have no lines to space: only text that wraps counts.
      if (el.getBoundingClientRect().height > lh * 1.5) ratios.push(lh / size);
    }
    const small: string[] = [];
    for (const c of shell.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="switch"], [role="tab"]')) {
      if (!visible(c) || c.closest('p')) continue; // links inside a sentence are exempt (WCAG 2.5.5)
      // A control inside its label: the label is the target; a row's stretched control: the row.
      const target = (c.hasAttribute('data-stretched') ? c.closest('.adm-list-item') : null) ?? c.closest('label') ?? c;
      const r = target.getBoundingClientRect();
      if (r.width < 44 || r.height < 44)
        small.push(
          `${(c.textContent || c.getAttribute('aria-label') || c.tagName).trim().slice(0, 12)} ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    const mains = [...shell.querySelectorAll(mainSel)].filter(visible).map((el) => {
      const r = el.getBoundingClientRect();
      return Math.min(r.width, r.height);
    });
    return {
      minText: Math.min(...sizes),
      smallText,
      maxText: Math.max(...sizes),
      minLineHeight: ratios.length ? Math.min(...ratios) : 99,
      smallTargets: small,
      minMainTarget: mains.length ? Math.min(...mains) : 0,
      overflowX: Math.max(document.documentElement.scrollWidth, main.scrollWidth) - window.innerWidth,
    };
  }, mainTargets);
}

const ROUTES: { name: string; path: string; main: string; shot?: string; loggedIn?: boolean }[] = [
  { name: 'home', path: '/home', main: '[data-testid="elder-tile"], main header button', shot: 'home' },
  { name: 'findTheLobby', path: '/findTheLobby', main: 'main .adm-list-item, main button[aria-pressed]', shot: 'list' },
  { name: 'complaint', path: '/complaint', main: 'main button, .adm-button', shot: 'form' },
  { name: 'previewFile', path: '/previewFile?fileUrl=%2Ffixtures%2Fsample.docx', main: 'header button', shot: 'preview' },
  { name: 'userConfig', path: '/userConfig', main: 'main label' },
  { name: 'mine', path: '/mine', main: 'main .adm-list-item, main .adm-button' },
  { name: 'myComplaint', path: '/myComplaint', main: 'header button', loggedIn: true },
  { name: 'cityChoose', path: '/cityChoose', main: 'main .adm-list-item' },
];

async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    window.location.hash = `#${p}`;
  }, path);
  await expect(page.locator('h1:visible')).toHaveCount(1);
  // The new page's own <main> is on screen (not a moment between two pages).
  await expect(page.locator('main:visible')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
}

test('elder mode meets the MIIT figures on the main pages at 320 px', async ({ app: page }) => {
  test.setTimeout(180_000);
  await page.goto('./#/home');
  await resetEmulator(page);
  await page.evaluate(async () => {
    await (window as unknown as { __owEmulator: { insertDemoRecords(): void } }).__owEmulator.insertDemoRecords();
    const { token, secret } = await (
      window as unknown as { __owEmulator: { startSession(o: object): { token: string; secret: string } } }
    ).__owEmulator.startSession({ userId: 'U0001', mobile: '13800138000' });
    window.localStorage.setItem('ow.prefs', JSON.stringify({ elderMode: true }));
    window.sessionStorage.setItem('token', token);
    window.sessionStorage.setItem('secret', secret);
  });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/ow-elder/);

  const rows: string[] = [];
  const problems: string[] = [];
  for (const r of ROUTES) {
    await go(page, r.path);
    if (r.name === 'previewFile') await expect(page.getByTestId('docx-body')).toBeVisible({ timeout: 20_000 });
    const f = await measure(page, r.main);
    const axe = await axeOf(page);
    const contrast = axe.violations.filter((v) => v.id === 'color-contrast').reduce((n, v) => n + v.nodes.length, 0);
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    rows.push(
      `${r.name.padEnd(14)} text ${f.minText}-${f.maxText}px  line-height ≥${f.minLineHeight === 99 ? 'n/a (no wrapped text)' : f.minLineHeight.toFixed(2)}  main targets ≥${Math.round(f.minMainTarget)}px  small targets ${f.smallTargets.length}  overflow-x ${f.overflowX}px  contrast failures ${contrast}`,
    );
    if (f.minText < 18) problems.push(`${r.name}: text under 18 px: ${f.smallText.join(', ')}`);
    if (f.minLineHeight < 1.3) problems.push(`${r.name}: line height ${f.minLineHeight.toFixed(2)} < 1.3`);
    if (f.minMainTarget < 60) problems.push(`${r.name}: main target ${f.minMainTarget}px < 60`);
    if (f.smallTargets.length) problems.push(`${r.name}: targets under 44 px: ${f.smallTargets.join(', ')}`);
    if (f.overflowX > 0) problems.push(`${r.name}: scrolls sideways by ${f.overflowX}px`);
    if (serious.length)
      problems.push(
        `${r.name}: axe ${axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('; ')}`,
      );
    if (r.name === 'home' && f.maxText < 30) problems.push(`home: largest text ${f.maxText}px < 30`);
    if (r.shot) await page.screenshot({ path: `${OUT}/elder-${r.shot}.png`, fullPage: true });
  }
  console.log(`elder mode at 320 px:\n${rows.join('\n')}`);
  expect(problems).toEqual([]);
});

test('elder home: six large tiles, one tap back to the standard version, remembered across visits', async ({ app: page }) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await page.getByRole('button', { name: '长辈版' }).click();
  const tiles = page.getByTestId('elder-tile');
  await expect(tiles).toHaveCount(6);
  await expect(tiles).toHaveText([/找大厅/, /预约办理/, /在线取号/, /办件查询/, /智能客服/, /帮办代办/]);
  // Then what an elder comes back for: messages, the number taken, a certificate to show.
  const mine = page.getByRole('navigation', { name: '我的事项' }).getByTestId('elder-mine-tile');
  await expect(mine).toHaveText([/消息中心/, /我的取号/, /电子证照/]);
  await mine.filter({ hasText: '消息中心' }).click();
  await expect(page).toHaveURL(/#\/message/);
  await page.goBack();
  await expect(tiles).toHaveCount(6);
  await page.reload();
  await expect(tiles).toHaveCount(6);
  await page.getByRole('button', { name: '返回标准版' }).click();
  await expect(page.getByRole('heading', { name: '一窗受理 · 政务服务' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/ow-elder/);
});

test('no uninvited pop-up in elder mode: the door-plate rating is a quiet entry', async ({ app: page }) => {
  await page.goto('./#/home');
  await resetEmulator(page);
  await page.evaluate(async () => {
    const { token, secret } = await (
      window as unknown as { __owEmulator: { startSession(o: object): { token: string; secret: string } } }
    ).__owEmulator.startSession({ userId: 'U0001', mobile: '13800138000' });
    window.localStorage.setItem('ow.prefs', JSON.stringify({ elderMode: true }));
    window.localStorage.removeItem('ow.lastRatingDate');
    window.sessionStorage.setItem('token', token);
    window.sessionStorage.setItem('secret', secret);
  });
  await page.reload();
  // Due (never rated, logged in, on home): the standard version would open the sheet after 2 s.
  const quiet = page.getByRole('button', { name: '服务评价' });
  await expect(quiet).toBeVisible({ timeout: 8000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await quiet.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('userConfig: elder mode and text size are remembered; notices are the account’s, as on 设置', async ({ app: page }) => {
  await page.goto('./#/userConfig');
  await resetEmulator(page);
  await page.getByRole('switch', { name: /开启长辈版/ }).check();
  await page.getByRole('radio', { name: '特大' }).check();
  // A visitor has no notices to set: a login entry that comes back here.
  await expect(page.getByRole('link', { name: '登录后设置消息通知' })).toHaveAttribute('href', /^#\/login\?redirect=%2FuserConfig/);
  await page.reload();
  await expect(page.getByRole('switch', { name: /开启长辈版/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: '特大' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/ow-elder/);
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');

  // Logged in: the switch saves to the account, and 设置 (mySettingsPage) shows the same state.
  await page.evaluate(async () => {
    const s = await (
      window as unknown as { __owEmulator: { startSession(): { token: string; secret: string } } }
    ).__owEmulator.startSession();
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('secret', s.secret);
  });
  await page.reload();
  const notices = page.getByRole('region', { name: '消息通知' });
  // A controlled switch: it turns once the account has saved it (click, not uncheck).
  await notices.getByRole('switch', { name: /排队叫号/ }).click();
  await expect(notices.getByText('已关闭排队叫号通知')).toBeVisible();
  await page.reload();
  await expect(notices.getByRole('switch', { name: /排队叫号/ })).not.toBeChecked();
  await expect(notices.getByRole('switch', { name: /办件进度/ })).toBeChecked();
  await page.goto('./#/mySettingsPage');
  await expect(notices.getByRole('switch', { name: /排队叫号/ })).not.toBeChecked();
  await expect(notices.getByRole('switch', { name: /系统消息/ })).toBeChecked();
});

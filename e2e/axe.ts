import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RuleObject } from 'axe-core';

/** The accessibility standard of the app: WCAG 2.0 A/AA and 2.1 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * axe-core on the page. A previewed document's text keeps its author's colours: inside it every
 * rule runs but colour contrast (its images still need their alt text).
 */
export async function axe(page: Page) {
  // A button still loading (a 收藏 reading its state) fades back in when it ends: its loading ends
  // first (two seconds at most), then two frames so that its fade has begun and is waited for below.
  await page
    .waitForFunction(() => !document.querySelector('.adm-button-loading'), undefined, { timeout: 2000, polling: 50 })
    .catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 200);
      }),
  );
  // Transitions end first: antd-mobile fades a button in over 150 ms when it stops loading (from
  // opacity 0.4), and axe would read that moment's colours as a contrast failure. Endless
  // animations (spinners, skeletons) are not waited for; two seconds at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // antd-mobile's masks (dialogs, popups, the image viewer) fade in by script (react-spring), which
  // getAnimations does not see: mid-fade, the white text over a mask (the viewer's 3 / 9) reads as
  // low contrast. Each shown mask is waited for until it is fully opaque; two seconds at most.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>('.adm-mask')].every(
          (m) => getComputedStyle(m).display === 'none' || getComputedStyle(m).opacity === '1',
        ),
      undefined,
      { timeout: 2000, polling: 50 },
    )
    .catch(() => undefined);
  const DOC = '[data-testid="docx-body"]';
  // A page with frames (the preview of a file): AxeBuilder, which runs in every frame.
  if ((await page.locator('iframe').count()) > 0) {
    const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude(DOC).analyze();
    if ((await page.locator(DOC).count()) > 0) {
      const inDoc = await new AxeBuilder({ page }).withTags(AXE_TAGS).include(DOC).disableRules(['color-contrast']).analyze();
      result.violations.push(...inDoc.violations);
    }
    return result;
  }
  // Else axe-core stays in the page between checks (a route changes by its hash, not a load):
  // AxeBuilder injects its 550 KB again for every check, 1.6 s a check here against 0.4 s.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const result = await runAxe(page, { exclude: [[DOC]] }, {});
  if ((await page.locator(DOC).count()) > 0) {
    const inDoc = await runAxe(page, { include: [[DOC]] }, { 'color-contrast': { enabled: false } });
    result.violations.push(...inDoc.violations);
  }
  return result;
}

let source: string | null = null;
/** axe-core as @axe-core/playwright itself resolves it (the same version). */
function axeSource(): string {
  const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  return (source ??= readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8'));
}

async function runAxe(page: Page, context: ElementContext, rules: RuleObject): Promise<AxeResults> {
  // Sent and read back as JSON: the result types are too deep for Playwright's evaluate typing.
  const json = await page.evaluate(
    async ([ctx, tags, off]) => {
      const w = window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } };
      return JSON.stringify(
        await w.axe.run(JSON.parse(ctx), { runOnly: { type: 'tag', values: JSON.parse(tags) }, rules: JSON.parse(off) }),
      );
    },
    [JSON.stringify(context), JSON.stringify(AXE_TAGS), JSON.stringify(rules)] as [string, string, string],
  );
  return JSON.parse(json) as AxeResults;
}

/** Fails the journey on any serious or critical axe violation of the page as it is now. */
export async function noSeriousAxe(page: Page): Promise<void> {
  const found = (await axe(page)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (found.length) throw new Error(`axe: ${found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`);
}

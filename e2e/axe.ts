import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The accessibility standard of the app: WCAG 2.0 A/AA and 2.1 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * axe-core on the page. A previewed document's text keeps its author's colours: inside it every
 * rule runs but colour contrast (its images still need their alt text).
 */
export async function axe(page: Page) {
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
  const DOC = '[data-testid="docx-body"]';
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude(DOC).analyze();
  if ((await page.locator(DOC).count()) > 0) {
    const inDoc = await new AxeBuilder({ page }).withTags(AXE_TAGS).include(DOC).disableRules(['color-contrast']).analyze();
    result.violations.push(...inDoc.violations);
  }
  return result;
}

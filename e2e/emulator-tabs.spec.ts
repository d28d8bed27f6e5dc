import type { Page } from '@playwright/test';
import { callEmulator, emulatorReady, expect, resetEmulator, test } from './fixtures';

// The tabs of one browser share one gateway (docs/emulator.md, "Tabs that write at once"): in the
// page's emulator each tab writes its own rows to localStorage, which another renderer process
// sees a few milliseconds late; against the gateway server there is one writer. Either way a write
// that was answered is never lost because another tab wrote at the same moment.

/** Sixty sessions started one after another from this tab, each answered before the next. */
async function startSessions(page: Page, tag: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < 60; i++) tokens.push((await callEmulator<{ token: string }>(page, 'startSession', { token: `${tag}-${i}` })).token);
  return tokens;
}

test('two tabs of one browser writing at once keep every write', async ({ app: first, context }) => {
  await first.goto('./#/home');
  await resetEmulator(first);
  const second = await context.newPage();
  await second.goto('./#/home');
  await emulatorReady(second);
  const written = (await Promise.all([startSessions(first, 'first'), startSessions(second, 'second')])).flat();
  expect(new Set(written).size).toBe(120);
  // Each tab, once the other's writes reached it, holds all 120.
  for (const page of [first, second]) {
    await expect
      .poll(async () => {
        const held = new Set(await callEmulator<string[]>(page, 'sessionTokens'));
        return written.filter((t) => !held.has(t)).length;
      })
      .toBe(0);
  }
});

import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Stack } from './stack';

export interface Phone {
  context: BrowserContext;
  page: Page;
}

/**
 * One stack (nginx, the production build, the gateway server) for the whole run, reset before each
 * journey; phones are browser contexts that share nothing but the gateway.
 */
export const test = base.extend<{ phone: (who?: { userId: string; mobile: string }) => Promise<Phone> }, { stack: Stack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const stack = new Stack();
      await stack.start();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker' },
  ],
  phone: async ({ browser, stack }, use) => {
    await stack.admin('reset');
    const phones: Phone[] = [];
    await use(async (who) => {
      const p = await newPhone(browser, stack, who);
      phones.push(p);
      return p;
    });
    for (const p of phones) await p.context.close();
  },
});

/** A new phone (its own browser context); logged in as `who` when given (a session the server opened). */
async function newPhone(browser: Browser, stack: Stack, who?: { userId: string; mobile: string }): Promise<Phone> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.localStorage.setItem('ow.e2e', '1');
    // Rated today: the door-plate rating popup stays away from journeys that are not about it.
    if (!window.localStorage.getItem('ow.lastRatingDate')) window.localStorage.setItem('ow.lastRatingDate', new Date().toISOString());
  });
  if (who) {
    const s = await stack.admin<{ token: string; secret: string }>('startSession', who);
    await context.addInitScript((session) => {
      if (!window.sessionStorage.getItem('token')) {
        window.sessionStorage.setItem('token', session.token);
        window.sessionStorage.setItem('secret', session.secret);
      }
    }, s);
  }
  const page = await context.newPage();
  return { context, page };
}

export { expect };

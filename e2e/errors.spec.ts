import type { Page } from '@playwright/test';
import { callEmulator, expect, isServerMode, resetEmulator, test } from './fixtures';

/**
 * Error reports (docs/contract.md section 9): a thrown error, an unhandled rejection and a CSP
 * violation reach the gateway's table, with the route, the build, the browser and the trail of
 * navigations, and nothing personal. The journey plants a token, a secret, an id number, a mobile
 * and typed text where a careless reporter would pick them up (storage, the address's query, an
 * input, the error's message) and finds none of them in what the gateway stored, nor in what the
 * page sent.
 */

interface StoredError {
  via: string;
  kind: string;
  message: string;
  stack: string | null;
  detail: string | null;
  source: string | null;
  route: string;
  trail: string[];
  count: number;
  buildId: string | null;
  userAgent: string | null;
}

const PLANTED = {
  token: 'PLANTEDtok7f3a9c2e5b1d4086',
  secret: 'PLANTEDsec0b9e8d7c6a5f4321',
  idNumber: '12010119900307123X',
  mobile: '13912345678',
  typed: '张三住在幸福路甲十二号',
};
const AREA = 'fixedArea=120101&rootArea=120000';

const errorReports = (page: Page) => callEmulator<StoredError[]>(page, 'errorReports');

test('a thrown error, a rejection and a CSP violation reach the gateway with nothing personal in them', async ({ app: page, csp }) => {
  test.setTimeout(90_000);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/anon\/client\/(errors|csp)$/.test(r.url())) sent.push(`${r.url()}\n${r.postData() ?? ''}`);
  });
  await page.goto(`./#/home?${AREA}`);
  await resetEmulator(page);
  // A logged-in citizen whose session's token and secret are the planted ones (in sessionStorage),
  // with the mobile and the id number in the contract's localStorage keys.
  const session = await callEmulator<{ token: string; secret: string }>(page, 'startSession', {
    token: PLANTED.token,
    secret: PLANTED.secret,
    mobile: PLANTED.mobile,
  });
  await page.evaluate(
    ({ s, p }) => {
      sessionStorage.setItem('token', s.token);
      sessionStorage.setItem('secret', s.secret);
      localStorage.setItem('accountMobile', p.mobile);
      localStorage.setItem('userInfo', JSON.stringify({ idCard: p.idNumber, mobile: p.mobile, name: p.typed }));
    },
    { s: session, p: PLANTED },
  );

  // An in-app navigation (the router's pushState, no hashchange) enters the trail too.
  await page.getByRole('link', { name: '找大厅' }).first().click();
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#\/findTheLobby/);

  // The address carries them too, in the hash route's query, on the way to a page with an input.
  await page.goto(`./#/search?${AREA}&mobile=${PLANTED.mobile}&idCard=${PLANTED.idNumber}&token=${PLANTED.token}`);
  await page.getByRole('searchbox').first().fill(PLANTED.typed);

  // An error nobody catches and a rejection nobody handles, their messages full of what must not leave.
  await page.evaluate((p) => {
    setTimeout(() => {
      throw new Error(`boom: token=${p.token} ${p.secret} for ${p.idNumber}, call ${p.mobile}`);
    }, 0);
    void Promise.reject(new Error(`rejected ${p.mobile} secret: ${p.secret}`));
  }, PLANTED);
  // A CSP violation: an image from a host the policy does not allow, its address full of them too.
  await page.evaluate((p) => {
    const img = new Image();
    img.src = `https://blocked.example/pixel.png?mobile=${p.mobile}&token=${p.token}&id=${p.idNumber}`;
    document.body.append(img);
  }, PLANTED);

  // Batched: they arrive within a few seconds (the reporter flushes 5 s after the first error).
  await expect
    .poll(async () => (await errorReports(page)).map((r) => r.kind).sort(), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['csp', 'error', 'rejection']));
  const reports = await errorReports(page);

  const thrown = reports.find((r) => r.kind === 'error')!;
  expect(thrown.message).toMatch(/^Error: boom: token=\* \* for \*, call \*$/);
  expect(thrown.route).toBe('/search');
  expect(thrown.trail).toEqual(['/home', '/findTheLobby', '/search']);
  expect(thrown.buildId).toMatch(/^[\w.-]+$/);
  expect(thrown.userAgent).toContain('Chrome');
  expect(thrown.stack).toBeTruthy();
  const csp1 = reports.find((r) => r.kind === 'csp')!;
  expect(csp1.detail).toBe('img-src');
  expect(csp1.source).toContain('https://blocked.example/pixel.png');
  // In the page the app sends the violation; against the server the browser posts it (report-uri).
  expect(csp1.via).toBe(isServerMode ? 'browser' : 'reporter');

  const stored = JSON.stringify(reports);
  // What the page sends. Against the server the violation's report is the browser's own (report-uri,
  // same origin), with the blocked address as the browser saw it: the app cannot shape it, and the
  // gateway strips it before storing (checked on `stored` below).
  const wire = sent.filter((s) => !(isServerMode && /\/anon\/client\/csp\n/.test(s))).join('\n');
  expect(sent.length).toBeGreaterThan(0);
  for (const [what, value] of Object.entries(PLANTED)) {
    expect(stored, `${what} stored`).not.toContain(value);
    expect(wire, `${what} sent`).not.toContain(value);
  }
  expect(stored).not.toContain('PLANTED');
  expect(wire).not.toContain('PLANTED');
  // Nothing of the mobile or the id number either, not even in pieces (the times aside).
  const texts = JSON.stringify(reports.map((r) => ({ ...r, at: 0, receivedAt: 0, id: '' })));
  expect(texts).not.toMatch(/\d{11}|13912|0307123/);
  expect(csp1.source).not.toContain('?mobile');

  // The violation was provoked on purpose.
  csp.splice(0);
});

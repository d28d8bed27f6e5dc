import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { startBeforeFirstRender } from '@/app/auth-boot';
import { authReady } from '@/app/auth-setup';
import { sendSmsCode } from '@/features/auth/api/send-sms-code';
import { setMobileUser } from '@/features/auth/api/set-mobile-user';
import { afterFirstPage, expectFirstPage, markFirstPageCommitted } from '@/lib/hooks/after-load';
import { server } from '../setup';
import { countRequests } from '../utils/requests';

const MOBILE = '13800138000';

// A landing page opened with a login kept on the device (src/main.tsx, docs/performance.md "A kept
// login"): what waits for the first page (the toasts' code, the reporters, the popup) waits for the
// silent login too, not to share the network with its calls. A file of its own: the app's start is
// made once per page.
it("a kept login's start holds what waits for the first page until the login is done", async () => {
  const { demoCode } = await sendSmsCode(MOBILE);
  const { secret } = await setMobileUser(MOBILE, demoCode!);
  window.localStorage.setItem('accountMobile', MOBILE);
  window.localStorage.setItem('validateMobileSecret', secret!);
  const logins = countRequests('/login/signByPhone');
  let started = false;
  let shownAfterTheStart: boolean | null = null;
  // Told when the start is done, from the moment its login goes out (not from a later poll, which a
  // fast login could beat): the start's promise is there by then.
  const onLogin = ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.includes('/login/signByPhone')) return;
    server.events.removeListener('request:start', onLogin);
    void authReady().then(() => (started = true));
  };
  server.events.on('request:start', onLogin);
  expectFirstPage();
  void afterFirstPage().then(() => (shownAfterTheStart = started));
  startBeforeFirstRender();
  // The first render (the page's skeleton) commits before the login is done.
  markFirstPageCommitted();
  await waitFor(() => expect(shownAfterTheStart).not.toBeNull());
  expect(shownAfterTheStart).toBe(true);
  expect(logins.get()).toBe(1);
  logins.stop();
});

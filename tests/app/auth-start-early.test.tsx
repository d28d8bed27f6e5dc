import { render, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { startBeforeFirstRender } from '@/app/auth-boot';
import { AuthStart, authReady } from '@/app/auth-setup';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { sendSmsCode } from '@/features/auth/api/send-sms-code';
import { setMobileUser } from '@/features/auth/api/set-mobile-user';
import { countRequests } from '../utils/requests';

const MOBILE = '13800138000';

/** A login kept on the device as the login page keeps it: the mobile and the secret the gateway gave. */
async function keepLogin() {
  const { demoCode } = await sendSmsCode(MOBILE);
  const { secret } = await setMobileUser(MOBILE, demoCode!);
  window.localStorage.setItem('accountMobile', MOBILE);
  window.localStorage.setItem('validateMobileSecret', secret!);
}

// A landing page opened with a login kept on the device (src/main.tsx, docs/performance.md
// "Landing pages"): the start runs before the first render, and the app's mount takes that start
// instead of logging in a second time. A file of its own: the app's start is made once per page.
it("a kept login's start runs before the first render, and the app's mount does not start again", async () => {
  await keepLogin();
  const logins = countRequests('/login/signByPhone');
  startBeforeFirstRender();
  await waitFor(() => expect(logins.get()).toBe(1));
  await expect(authReady()).resolves.toMatchObject({ path: 'mobile', authority: 'mobile' });
  render(<AuthStart />);
  await waitFor(() => expect(useAuthStore.getState().initialised).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(logins.get()).toBe(1);
  logins.stop();
});

it('nothing starts early without a login to make', async () => {
  const logins = countRequests('/login/signByPhone');
  startBeforeFirstRender();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(logins.get()).toBe(0);
  logins.stop();
});

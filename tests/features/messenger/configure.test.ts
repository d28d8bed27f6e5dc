import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDefaultAppId } from '@/features/messenger/api/get-default-app-id';
import { getWxSignature } from '@/features/messenger/api/get-wx-signature';
import { createMessengerConfig, type MessengerDeps } from '@/features/messenger/configure';
import type { MessengerPlatform } from '@/lib/bridge/platform';
import { bridgeSdk, configureWx, resetBridgeSdk, setBridgeSdk } from '@/lib/bridge/sdk';
import type { WxSdk } from '@/lib/bridge/wx-types';
import { emulatorTestApi } from '@/mocks/node';
import { createDoubleWx, installWxDouble, wxDoubleRecord, type WxDoubleOptions } from '../../utils/wx-double';

// The configuration against the emulator (defaultAppId, the signature) and the wx double, which
// verifies the signature the way the messenger does. jsdom's address plays the page's.

const origin = window.location.origin;
const landing = `${origin}/?openId=demo-openid-001&ticket=TK1`;

function deps(platform: MessengerPlatform, double: WxDoubleOptions, over: Partial<MessengerDeps> = {}) {
  installWxDouble(double);
  const log = vi.fn();
  const d: MessengerDeps = {
    platform,
    landingUrl: landing,
    currentUrl: () => window.location.href,
    rootArea: () => '120000',
    fallbackAppId: 'wx-fallback',
    getDefaultAppId,
    getSignature: getWxSignature,
    loadSdk: vi.fn(async () => createDoubleWx() as WxSdk),
    configureWx: (wx, c) => configureWx(wx, c, 2000),
    setBridge: setBridgeSdk,
    log,
    ...over,
  };
  return { d, log };
}

beforeEach(() => {
  // The page was opened at the address the chat-app authorization returned to…
  window.history.replaceState(null, '', '/?openId=demo-openid-001&ticket=TK1#/home');
  (window as unknown as { __owEmulator: unknown }).__owEmulator = emulatorTestApi;
});
afterEach(() => {
  resetBridgeSdk();
  delete (window as unknown as { __owEmulator?: unknown }).__owEmulator;
  window.history.replaceState(null, '', '/');
});

/** …and the start took the ticket out of it. */
const stripTicket = () => window.history.replaceState(null, '', '/#/findTheLobby');

describe('JS-SDK configuration', () => {
  it('iOS: signs the landing address; the messenger accepts it although the address changed since', async () => {
    const { d, log } = deps('ios', { platform: 'ios' });
    stripTicket();
    const outcome = await createMessengerConfig(d).configure();
    expect(outcome).toEqual({ status: 'ready', url: landing, appId: 'wx-demo-appid' });
    expect(emulatorTestApi.messenger.signedUrls()).toEqual([landing]);
    expect(wxDoubleRecord().configs).toEqual([{ url: landing, ok: true, errMsg: 'config:ok' }]);
    expect(bridgeSdk()).not.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('Android: signs the current address', async () => {
    const { d } = deps('android', { platform: 'android' });
    stripTicket();
    const outcome = await createMessengerConfig(d).configure();
    expect(outcome.status).toBe('ready');
    expect(outcome.url).toBe(`${origin}/`);
    expect(wxDoubleRecord().configs[0]).toEqual({ url: `${origin}/`, ok: true, errMsg: 'config:ok' });
  });

  it('the messenger refuses a signature of the wrong address: logged, no bridge', async () => {
    // The app thinks Android (current address), the messenger is iOS (landing address).
    const { d, log } = deps('android', { platform: 'ios' });
    stripTicket();
    const outcome = await createMessengerConfig(d).configure();
    expect(outcome).toMatchObject({ status: 'failed', reason: 'config:invalid signature' });
    expect(bridgeSdk()).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('JS-SDK signature failed'), expect.objectContaining({ url: `${origin}/` }));
  });

  it('a signature from another ticket does not pass', async () => {
    const { d } = deps('android', { platform: 'android' });
    const c = createMessengerConfig({
      ...d,
      getSignature: async (p) => ({ ...(await getWxSignature(p)), signature: '0'.repeat(40) }),
    });
    expect((await c.configure()).status).toBe('failed');
  });

  it('Android signs again after a navigation that changed the address; iOS never does', async () => {
    const { d } = deps('android', { platform: 'android' });
    stripTicket();
    const c = createMessengerConfig(d);
    await c.configure();
    // A hash route change leaves the signed part alone.
    window.history.pushState(null, '', '/#/nearby');
    expect(c.onNavigate()).toBeNull();
    window.history.replaceState(null, '', '/?from=timeline#/nearby');
    const again = await c.onNavigate();
    expect(again).toMatchObject({ status: 'ready', url: `${origin}/?from=timeline` });
    expect(wxDoubleRecord().configs.map((x) => x.ok)).toEqual([true, true]);
    expect(emulatorTestApi.messenger.signedUrls()).toEqual([`${origin}/`, `${origin}/?from=timeline`]);

    const ios = deps('ios', { platform: 'ios' });
    const ci = createMessengerConfig(ios.d);
    await ci.configure();
    window.history.replaceState(null, '', '/?from=groupmessage#/nearby');
    expect(ci.onNavigate()).toBeNull();
  });

  it('defaultAppId failing: the configured app id, logged', async () => {
    const { d, log } = deps('android', { platform: 'android' }, { rootArea: () => '999999' });
    const outcome = await createMessengerConfig(d).configure();
    expect(outcome.appId).toBe('wx-fallback');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('defaultAppId failed'), expect.objectContaining({ appId: 'wx-fallback' }));
    // The emulator knows no such account: the signature fails too, and the app goes on without the bridge.
    expect(outcome.status).toBe('failed');
    expect(d.loadSdk).not.toHaveBeenCalled();
  });

  it('the SDK script failing to load: no bridge', async () => {
    const { d } = deps('android', { platform: 'android' }, { loadSdk: () => Promise.reject(new Error('JS-SDK not loaded')) });
    expect(await createMessengerConfig(d).configure()).toMatchObject({ status: 'failed', reason: 'JS-SDK not loaded' });
    expect(bridgeSdk()).toBeNull();
  });
});

import { getWxSignature } from '@/features/messenger/api/get-wx-signature';
import { configureWx } from '@/lib/bridge/sdk';
import { JS_API_LIST, type WxSdk } from '@/lib/bridge/wx-types';
import { emulatorTestApi } from '@/mocks/node';
import { createDoubleWx, installWxDouble, type WxDoubleOptions } from './wx-double';

/**
 * "Inside the messenger" in Vitest: the wx double, configured with a real signature of this
 * address from the emulator (as the messenger set-up does). The double reads the jsapi ticket
 * from `window.__owEmulator`, which this sets; `leaveMessenger()` removes it.
 */
export async function readyWx(options: Partial<WxDoubleOptions> = {}): Promise<WxSdk> {
  (window as unknown as { __owEmulator: unknown }).__owEmulator = emulatorTestApi;
  installWxDouble({ platform: 'android', ...options });
  const wx = createDoubleWx() as WxSdk;
  const url = window.location.href.split('#')[0];
  const s = await getWxSignature({ linkUrl: url, appId: 'wx-demo-appid' });
  await configureWx(
    wx,
    { appId: s.appId, timestamp: s.timestamp, nonceStr: s.nonceStr, signature: s.signature, jsApiList: JS_API_LIST },
    2000,
  );
  return wx;
}

export function leaveMessenger(): void {
  delete (window as unknown as { __owEmulator?: unknown }).__owEmulator;
}

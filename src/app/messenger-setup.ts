import { env } from '@/config/env';
import { getDefaultAppId } from '@/features/messenger/api/get-default-app-id';
import { getWxSignature } from '@/features/messenger/api/get-wx-signature';
import { createMessengerConfig, type ConfigOutcome } from '@/features/messenger/configure';
import { landingUrl } from '@/lib/bridge/landing';
import { messengerPlatform } from '@/lib/bridge/platform';
import { configureWx, loadWxSdk, setBridgeSdk, WX_SDK_URL } from '@/lib/bridge/sdk';
import { effectiveAreaParams } from '@/lib/router/defaults';
import { currentHashRoute, splitTarget } from '@/lib/router/href';

// Loaded (a chunk of its own) only when the start machine has set the weChat flag: outside the
// messenger neither this code nor the JS-SDK script is ever requested.

let started: Promise<ConfigOutcome> | null = null;

/** Configures the JS-SDK for this page (once), and again after navigations where the platform needs it. */
export function startMessenger(): Promise<ConfigOutcome> | null {
  const platform = messengerPlatform(navigator.userAgent);
  if (!platform) return null;
  if (started) return started;
  const config = createMessengerConfig({
    platform,
    landingUrl: landingUrl(),
    currentUrl: () => window.location.href,
    rootArea: () => effectiveAreaParams(splitTarget(currentHashRoute()).query.toString()).rootArea,
    fallbackAppId: env.appId,
    getDefaultAppId,
    getSignature: getWxSignature,
    loadSdk: () => loadWxSdk(env.wxSdkUrl || WX_SDK_URL),
    configureWx,
    setBridge: setBridgeSdk,
    // Support reads this in the debug console (#/debug); no credential is in it.
    log: (message, detail) => console.warn(message, detail),
  });
  // Only the part before `#` is signed: hash routes never change it, a replaced query does.
  const again = () => void config.onNavigate();
  window.addEventListener('popstate', again);
  window.addEventListener('hashchange', again);
  started = config.configure();
  return started;
}

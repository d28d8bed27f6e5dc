import { signUrlFor } from '@/lib/bridge/sign-url';
import type { MessengerPlatform } from '@/lib/bridge/platform';
import { JS_API_LIST, type WxConfig, type WxSdk } from '@/lib/bridge/wx-types';
import type { WxSignature } from './types';

/** Everything the configuration touches, injected (the composition passes the real ones). */
export interface MessengerDeps {
  platform: MessengerPlatform;
  /** The address the page was first opened at (captured before the router ran). */
  landingUrl: string;
  currentUrl(): string;
  rootArea(): string;
  /** `VITE_APP_ID`: used when `defaultAppId` fails. */
  fallbackAppId: string;
  getDefaultAppId(params: { rootArea: string }): Promise<string>;
  getSignature(params: { linkUrl: string; appId: string }): Promise<WxSignature>;
  loadSdk(): Promise<WxSdk>;
  configureWx(wx: WxSdk, config: WxConfig): Promise<void>;
  setBridge(wx: WxSdk | null): void;
  /** Support log: what failed and for which address (never credentials). */
  log(message: string, detail: Record<string, string>): void;
}

export interface ConfigOutcome {
  status: 'ready' | 'failed';
  /** The address the signature was asked for. */
  url: string;
  appId: string;
  reason?: string;
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The JS-SDK configuration inside the messenger: app id (`defaultAppId`, the configuration as
 * fallback), a signature for the address the platform verifies, the SDK script, `wx.config`.
 * `configure()` signs the current address once; `onNavigate()` signs again where the messenger
 * verifies the current address (Android) and it has changed. A failure is logged and the app
 * goes on without the bridge. Never rejects.
 */
export function createMessengerConfig(d: MessengerDeps) {
  let appId: Promise<string> | null = null;
  let configuredUrl: string | null = null;
  let running: Promise<ConfigOutcome> | null = null;

  const resolveAppId = () =>
    (appId ??= d.getDefaultAppId({ rootArea: d.rootArea() }).catch((e: unknown) => {
      d.log('messenger: defaultAppId failed, using the configured app id', { reason: reasonOf(e), appId: d.fallbackAppId });
      return d.fallbackAppId;
    }));

  async function run(url: string): Promise<ConfigOutcome> {
    const id = await resolveAppId();
    try {
      const sig = await d.getSignature({ linkUrl: url, appId: id });
      const wx = await d.loadSdk();
      await d.configureWx(wx, {
        debug: false,
        appId: sig.appId || id,
        timestamp: Number(sig.timestamp),
        nonceStr: sig.nonceStr,
        signature: sig.signature,
        jsApiList: JS_API_LIST,
      });
      d.setBridge(wx);
      return { status: 'ready', url, appId: id };
    } catch (e) {
      d.setBridge(null);
      d.log('messenger: JS-SDK signature failed, going on without the bridge', { url, appId: id, reason: reasonOf(e) });
      return { status: 'failed', url, appId: id, reason: reasonOf(e) };
    }
  }

  function configure(): Promise<ConfigOutcome> {
    const url = signUrlFor(d.platform, d.landingUrl, d.currentUrl());
    if (running && url === configuredUrl) return running;
    configuredUrl = url;
    const current = run(url);
    running = current;
    return current;
  }

  return {
    configure,
    /** After a navigation: on Android a changed address is signed again; iOS keeps its landing signature. */
    onNavigate(): Promise<ConfigOutcome> | null {
      if (d.platform === 'ios') return null;
      const url = signUrlFor(d.platform, d.landingUrl, d.currentUrl());
      return url === configuredUrl ? null : configure();
    },
  };
}

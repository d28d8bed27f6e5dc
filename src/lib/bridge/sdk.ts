import type { WxConfig, WxSdk } from './wx-types';

/** The messenger's JS-SDK (jweixin 1.6.0), the default of `VITE_WX_SDK_URL` (kept out of the first load). */
export const WX_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

let loading: Promise<WxSdk> | null = null;

/**
 * Loads the messenger's JS-SDK script once (only ever called inside the messenger, after the
 * first page is painted). Rejects when the script fails to load or defines no `wx`.
 */
export function loadWxSdk(src: string, doc: Document = document): Promise<WxSdk> {
  loading ??= new Promise<WxSdk>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const wx = (doc.defaultView as (Window & { wx?: WxSdk }) | null)?.wx;
      if (wx) resolve(wx);
      else reject(new Error('JS-SDK loaded without wx'));
    };
    script.onerror = () => reject(new Error(`JS-SDK not loaded: ${src}`));
    doc.head.appendChild(script);
  }).catch((e: unknown) => {
    // A later attempt (after a failed network) may load it again.
    loading = null;
    throw e;
  });
  return loading;
}

/** How long `wx.config` may take before the bridge is given up for this address. */
export const CONFIG_TIMEOUT_MS = 10_000;

/** `wx.config` as a promise: resolves on `ready`, rejects with the messenger's errMsg on `error`. */
export function configureWx(wx: WxSdk, config: WxConfig, timeoutMs = CONFIG_TIMEOUT_MS): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => settle(() => reject(new Error('config:timeout'))), timeoutMs);
    wx.ready(() => settle(resolve));
    wx.error((res) => settle(() => reject(new Error(res?.errMsg || 'config:fail'))));
    wx.config(config);
  });
}

let readyWx: WxSdk | null = null;
const listeners = new Set<() => void>();

/** The configured `wx`, or null when the app runs without the bridge (outside, or not configured). */
export function bridgeSdk(): WxSdk | null {
  return readyWx;
}

/** Set by the messenger configuration: the `wx` that passed `wx.config`, or null after a failure. */
export function setBridgeSdk(wx: WxSdk | null): void {
  if (readyWx === wx) return;
  readyWx = wx;
  listeners.forEach((l) => l());
}

/** Subscribes to the bridge becoming ready or going away (for useSyncExternalStore). */
export function onBridgeChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget the loaded script and the configured `wx`. */
export function resetBridgeSdk(): void {
  loading = null;
  setBridgeSdk(null);
}

import { bridgeSdk } from './sdk';
import { confirm } from '@/lib/feedback/feedback';
import type { WxResult, WxSdk } from './wx-types';

// The one place that calls the messenger's abilities. Pages and features call these functions,
// never `wx`: inside the messenger (once `wx.config` has passed) they use the JS-SDK, anywhere
// else (or when the messenger refuses) the browser's own way.

/** What an ability came to. `unavailable`: no bridge here, the caller offers its own way. */
export type BridgeOutcome<T = void> =
  { status: 'ok'; value: T } | { status: 'cancel' } | { status: 'fail'; message: string } | { status: 'unavailable' };

/** A place with GCJ-02 coordinates (what Chinese map services and `wx.openLocation` use). */
export interface Place {
  lat: number;
  lng: number;
  name: string;
  address?: string;
}

const isCancel = (res: WxResult | undefined) => /cancel/i.test(res?.errMsg ?? '');

/** Runs one `wx` call with its callbacks as a promise of an outcome. */
function call<R extends WxResult, T>(
  invoke: (cb: { success: (r: R) => void; fail: (r: WxResult) => void; cancel: (r: WxResult) => void }) => void,
  map: (r: R) => T,
): Promise<BridgeOutcome<T>> {
  return new Promise((resolve) => {
    try {
      invoke({
        success: (r) => resolve({ status: 'ok', value: map(r) }),
        fail: (r) => resolve(isCancel(r) ? { status: 'cancel' } : { status: 'fail', message: r?.errMsg || 'fail' }),
        cancel: () => resolve({ status: 'cancel' }),
      });
    } catch (e) {
      resolve({ status: 'fail', message: e instanceof Error ? e.message : String(e) });
    }
  });
}

/** The map link outside the messenger: AMap's marker page, which hands off to a map app on phones. */
export function mapLink(p: Place): string {
  return `https://uri.amap.com/marker?position=${p.lng.toFixed(6)},${p.lat.toFixed(6)}&name=${encodeURIComponent(p.name)}&callnative=1`;
}

/**
 * Opens a place in the messenger's map (`wx.openLocation`, GCJ-02). Without the bridge it is
 * `unavailable`: the caller's map link (`mapLink`) does the hand-off.
 */
export function openLocation(p: Place, wx: WxSdk | null = bridgeSdk()): Promise<BridgeOutcome> {
  if (!wx) return Promise.resolve({ status: 'unavailable' });
  return call(
    (cb) => wx.openLocation({ latitude: p.lat, longitude: p.lng, name: p.name, address: p.address ?? '', scale: 16, ...cb }),
    () => undefined,
  );
}

/** A `getLocalImgData` answer (base64, with a data: prefix on iOS, without on Android) as a File. */
export function localDataToFile(localData: string, name: string): File {
  const m = /^data:([^;,]+)?(;base64)?,/.exec(localData);
  const b64 = (m ? localData.slice(m[0].length) : localData).replace(/\s/g, '');
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) bytes[i] = bin.charCodeAt(i);
  // Android names no type: the bytes do (PNG's signature, else the JPEG the messenger compresses to).
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const type = m?.[1] || (png ? 'image/png' : 'image/jpeg');
  const ext = type === 'image/png' ? 'png' : 'jpg';
  return new File([bytes], `${name}.${ext}`, { type });
}

/**
 * Chooses up to `count` pictures in the messenger (album or camera) and reads them back as
 * files for the upload helper. Without the bridge: `unavailable` (the caller's file input).
 */
export async function chooseImages(count: number, wx: WxSdk | null = bridgeSdk()): Promise<BridgeOutcome<File[]>> {
  if (!wx) return { status: 'unavailable' };
  const chosen = await call<WxResult & { localIds: string[] }, string[]>(
    (cb) => wx.chooseImage({ count: Math.max(1, Math.min(9, count)), sizeType: ['compressed'], sourceType: ['album', 'camera'], ...cb }),
    (r) => r.localIds ?? [],
  );
  if (chosen.status !== 'ok') return chosen;
  const files: File[] = [];
  for (const [i, localId] of chosen.value.entries()) {
    const data = await call<WxResult & { localData: string }, string>(
      (cb) => wx.getLocalImgData({ localId, ...cb }),
      (r) => r.localData,
    );
    if (data.status !== 'ok')
      return data.status === 'cancel' ? data : { status: 'fail', message: data.status === 'fail' ? data.message : 'fail' };
    files.push(localDataToFile(data.value, `photo-${Date.now()}-${i + 1}`));
  }
  return { status: 'ok', value: files };
}

/** The scanned text: a bar code comes back as `FORMAT,code` and loses its format. */
export function scannedText(resultStr: string): string {
  const m = /^(?:EAN_13|EAN_8|CODE_128|CODE_39|UPC_A|UPC_E|ITF|CODABAR|QR_CODE),(.*)$/s.exec(resultStr);
  return m ? m[1] : resultStr;
}

/** Scans a QR or bar code with the messenger's camera; without the bridge `unavailable` (the page's code entry). */
export function scanCode(wx: WxSdk | null = bridgeSdk()): Promise<BridgeOutcome<string>> {
  if (!wx) return Promise.resolve({ status: 'unavailable' });
  return call<WxResult & { resultStr: string }, string>(
    (cb) => wx.scanQRCode({ needResult: 1, scanType: ['qrCode', 'barCode'], ...cb }),
    (r) => scannedText(r.resultStr ?? ''),
  );
}

export interface ShareContent {
  title: string;
  desc?: string;
  /** An absolute address of this app. */
  link: string;
  imgUrl?: string;
}

/**
 * How a share went: `messenger` (the content is set, the user shares from the messenger's menu),
 * `native` (the system share sheet), `copied` (the link is on the clipboard).
 */
export type ShareWay = 'messenger' | 'native' | 'copied';

interface ShareEnv {
  share?: (data: { title: string; text?: string; url: string }) => Promise<void>;
  copy?: (text: string) => Promise<void>;
}

function browserShareEnv(): ShareEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav?.share ? (d) => nav.share(d) : undefined,
    copy: nav?.clipboard?.writeText ? (t) => nav.clipboard.writeText(t) : undefined,
  };
}

/** Shares a page: the messenger's share menu, else Web Share, else a copied link. */
export async function share(
  content: ShareContent,
  wx: WxSdk | null = bridgeSdk(),
  env: ShareEnv = browserShareEnv(),
): Promise<BridgeOutcome<ShareWay>> {
  if (wx) {
    const friend = await call(
      (cb) =>
        wx.updateAppMessageShareData({
          title: content.title,
          desc: content.desc ?? '',
          link: content.link,
          imgUrl: content.imgUrl ?? '',
          ...cb,
        }),
      () => undefined,
    );
    if (friend.status === 'ok') {
      await call(
        (cb) => wx.updateTimelineShareData({ title: content.title, link: content.link, imgUrl: content.imgUrl ?? '', ...cb }),
        () => undefined,
      );
      return { status: 'ok', value: 'messenger' };
    }
    // The messenger refused: the browser's way below.
  }
  if (env.share) {
    try {
      await env.share({ title: content.title, text: content.desc, url: content.link });
      return { status: 'ok', value: 'native' };
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') return { status: 'cancel' };
      // No share target (desktop, a webview without one): copy instead.
    }
  }
  if (env.copy) {
    try {
      await env.copy(content.link);
      return { status: 'ok', value: 'copied' };
    } catch (e) {
      return { status: 'fail', message: e instanceof Error ? e.message : String(e) };
    }
  }
  return { status: 'unavailable' };
}

/** A subscribe-message template the consent sheet names. */
export interface SubscribeTemplateInfo {
  id: string;
  title: string;
  description: string;
}

/**
 * The messenger's one-time subscribe (docs/notices.md): asks the user to allow one message of each
 * template, and answers each template's `accept` or `reject`. A web page inside the messenger has no
 * JS-SDK call for it (the platform's own sheet is an open tag), so the consent sheet is the app's,
 * shown the same way inside the messenger and in the emulator; closing it refuses.
 */
export async function requestSubscribeMessage(
  templates: SubscribeTemplateInfo[],
): Promise<BridgeOutcome<Record<string, 'accept' | 'reject'>>> {
  if (templates.length === 0) return { status: 'ok', value: {} };
  const ok = await confirm({
    title: '订阅消息',
    content: `允许“一窗受理”向您发送一次以下消息：${templates.map((t) => `${t.title}（${t.description}）`).join('；')}。`,
    confirmText: '允许',
    cancelText: '拒绝',
  });
  const choice = ok ? 'accept' : 'reject';
  return { status: 'ok', value: Object.fromEntries(templates.map((t) => [t.id, choice])) };
}

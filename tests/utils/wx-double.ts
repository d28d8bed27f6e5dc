/**
 * A test double of the messenger's JS-SDK (`wx`), playing "inside the messenger" in Vitest and
 * in Playwright (`page.addInitScript(installWxDouble, options)`, so it must stay self-contained:
 * no imports, no outer variables). It records every call, and `wx.config` verifies the signature
 * the way the messenger does: sha1 of jsapi_ticket, noncestr, timestamp and the address the
 * platform checks (iOS: the address the page was opened at; Android: the current one), with the
 * ticket the emulator (the platform here) issued. Each ability answers ok, cancel or fail.
 *
 * The SDK script the app loads is `window.wx = window.__owWxDouble.create()` (Playwright serves
 * it in place of the real script).
 */
export type WxAbility = 'openLocation' | 'chooseImage' | 'scanQRCode' | 'share';

export interface WxDoubleOptions {
  platform: 'ios' | 'android';
  /** `verify`: the messenger's check; `fail`: every config fails (an account without the domain, say). */
  config?: 'verify' | 'fail';
  abilities?: Partial<Record<WxAbility, 'ok' | 'cancel' | 'fail'>>;
  /** What scanQRCode answers. */
  scanResult?: string;
  /** getLocalImgData's answer (base64, with or without a data: prefix). */
  imageData?: string;
}

export interface WxDoubleCall {
  name: string;
  args: Record<string, unknown>;
}

export interface WxDoubleRecord {
  calls: WxDoubleCall[];
  /** The outcome of the last wx.config: the address the double verified against, and the result. */
  configs: { url: string; ok: boolean; errMsg: string }[];
  /** The address the page was opened at, as the double saw it at document start. */
  landing: string;
}

export function installWxDouble(options: WxDoubleOptions): void {
  type Cb = { success?: (r: unknown) => void; fail?: (r: unknown) => void; cancel?: (r: unknown) => void; complete?: (r: unknown) => void };
  const w = window as unknown as Record<string, unknown>;
  const record: WxDoubleRecord = { calls: [], configs: [], landing: window.location.href.split('#')[0] };
  const answers = options.abilities ?? {};
  // A 1x1 transparent PNG.
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

  async function sha1(text: string): Promise<string> {
    const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }

  function create() {
    const readyFns: (() => void)[] = [];
    const errorFns: ((r: { errMsg: string }) => void)[] = [];
    let state: 'none' | 'pending' | 'ok' | 'failed' = 'none';

    const strip = (o: Record<string, unknown>) => {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(o)) if (typeof o[k] !== 'function') out[k] = o[k];
      return out;
    };
    function answer(name: string, ability: WxAbility, o: Cb & Record<string, unknown>, okValue: Record<string, unknown>) {
      record.calls.push({ name, args: strip(o) });
      setTimeout(() => {
        if (state !== 'ok') {
          const r = { errMsg: `${name}:the permission value is offline verifying` };
          o.fail?.(r);
          o.complete?.(r);
          return;
        }
        const how = answers[ability] ?? 'ok';
        if (how === 'ok') {
          const r = { errMsg: `${name}:ok`, ...okValue };
          o.success?.(r);
          o.complete?.(r);
        } else if (how === 'cancel') {
          const r = { errMsg: `${name}:cancel` };
          o.cancel?.(r);
          o.complete?.(r);
        } else {
          const r = { errMsg: `${name}:fail` };
          o.fail?.(r);
          o.complete?.(r);
        }
      }, 0);
    }

    return {
      config(c: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }) {
        record.calls.push({ name: 'config', args: { ...c } });
        state = 'pending';
        const url = options.platform === 'ios' ? record.landing : window.location.href.split('#')[0];
        const finish = (ok: boolean, errMsg: string) => {
          record.configs.push({ url, ok, errMsg });
          state = ok ? 'ok' : 'failed';
          if (ok) readyFns.forEach((f) => f());
          else errorFns.forEach((f) => f({ errMsg }));
        };
        if (options.config === 'fail') {
          setTimeout(() => finish(false, 'config:invalid url domain'), 0);
          return;
        }
        const emulator = w.__owEmulator as { messenger?: { jsapiTicket(appId: string): string } } | undefined;
        let ticket = '';
        try {
          ticket = emulator?.messenger?.jsapiTicket(c.appId) ?? '';
        } catch {
          ticket = '';
        }
        void sha1(`jsapi_ticket=${ticket}&noncestr=${c.nonceStr}&timestamp=${c.timestamp}&url=${url}`).then((expected) =>
          finish(Boolean(ticket) && expected === c.signature, expected === c.signature ? 'config:ok' : 'config:invalid signature'),
        );
      },
      ready(fn: () => void) {
        if (state === 'ok') setTimeout(fn, 0);
        else readyFns.push(fn);
      },
      error(fn: (r: { errMsg: string }) => void) {
        errorFns.push(fn);
      },
      openLocation(o: Cb & Record<string, unknown>) {
        answer('openLocation', 'openLocation', o, {});
      },
      chooseImage(o: Cb & Record<string, unknown>) {
        const count = Number(o.count ?? 1);
        answer('chooseImage', 'chooseImage', o, {
          localIds: Array.from({ length: Math.min(count, 2) }, (_, i) => `wxLocalResource://img${i + 1}`),
        });
      },
      getLocalImgData(o: Cb & Record<string, unknown>) {
        answer('getLocalImgData', 'chooseImage', o, { localData: options.imageData ?? png });
      },
      scanQRCode(o: Cb & Record<string, unknown>) {
        answer('scanQRCode', 'scanQRCode', o, { resultStr: options.scanResult ?? '' });
      },
      updateAppMessageShareData(o: Cb & Record<string, unknown>) {
        answer('updateAppMessageShareData', 'share', o, {});
      },
      updateTimelineShareData(o: Cb & Record<string, unknown>) {
        answer('updateTimelineShareData', 'share', o, {});
      },
    };
  }

  w.__owWxDouble = { record, create };
}

/** The double's record in a page (Vitest: `window`; Playwright: inside `page.evaluate`). */
export function wxDoubleRecord(): WxDoubleRecord {
  return (window as unknown as { __owWxDouble: { record: WxDoubleRecord } }).__owWxDouble.record;
}

/** The double's `wx`, as the routed SDK script defines it. */
export function createDoubleWx(): unknown {
  return (window as unknown as { __owWxDouble: { create(): unknown } }).__owWxDouble.create();
}

import { clock } from '@/mocks/clock';
import { fail, handle, required } from '@/mocks/gateway';
import { jsapiSignature, jsapiTicketOf, randomText, signLog, wxApps, type WxAppRow } from './tables';

const AREA_CODE = /^\d{6}$/;

/** Whether `area` lies inside `root` (the emulator's own copy of the area rule). */
function inside(area: string, root: string): boolean {
  const keep = root.endsWith('0000') ? 2 : root.endsWith('00') ? 4 : 6;
  return area.slice(0, keep) === root.slice(0, keep);
}

function appOrFail(appId: string): WxAppRow {
  const app = wxApps.get(appId);
  if (!app) fail('公众号不存在', 404);
  return app as WxAppRow;
}

export const handlers = [
  /** The messenger app id of a root area (docs/spec-rules.md section 7, "with params": `rootArea`). */
  handle(
    'get',
    '/login/get/defaultAppId',
    ({ query }) => {
      const rootArea = required(query.get('rootArea'), 'rootArea');
      if (!AREA_CODE.test(rootArea)) fail('区域编码格式不正确');
      const app = wxApps.find((a) => inside(rootArea, a.rootArea));
      if (!app) fail('该区域未配置公众号', 404);
      return { appId: (app as WxAppRow).id };
    },
    { public: true },
  ),

  /**
   * The JS-SDK signature of a page address, as the messenger computes it: sha1 of jsapi_ticket,
   * noncestr, timestamp and url. The address must be absolute, without `#`, on a JS safe domain.
   */
  handle('get', '/wechat-hall/wxJsapi/anon/signature', ({ query, request }) => {
    const app = appOrFail(required(query.get('appId'), 'appId'));
    const url = required(query.get('linkUrl'), 'linkUrl');
    if (url.includes('#')) fail('签名地址不能包含#及其后的部分');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return fail('签名地址无效');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') fail('签名地址无效');
    const ownHost = new URL(request.url).host;
    if (parsed.host !== ownHost && !app.domains.includes(parsed.host)) fail('签名地址不在公众号的JS接口安全域名内', 403);
    const nonceStr = randomText(16);
    const timestamp = Math.floor(clock.now() / 1000);
    const signature = jsapiSignature({ jsapiTicket: jsapiTicketOf(app.id), nonceStr, timestamp, url });
    signLog.insert({ id: `${timestamp}-${nonceStr}`, appId: app.id, url, timestamp, nonceStr, signature });
    return { appId: app.id, timestamp, nonceStr, signature };
  }),
];

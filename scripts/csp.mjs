// The response headers of the served app, computed from the build's environment (the same
// VITE_* values the build read), so the policy allows exactly the origins the bundle talks to.
// Used by scripts/nginx.mjs for the e2e suite and for the container's nginx.conf.

/** The origin of an absolute http(s)/ws(s) address, or null for a path on this origin. */
export function originOf(address) {
  if (!address || !/^[a-z][a-z0-9+.-]*:\/\//i.test(address)) return null;
  const url = new URL(address);
  return `${url.protocol}//${url.host}`;
}

/** The socket origin that goes with an http(s) origin (wss for https, ws for http). */
function socketOrigin(origin) {
  return origin.replace(/^http/, 'ws');
}

/** The messenger's JS-SDK, as src/lib/bridge/sdk.ts defaults VITE_WX_SDK_URL. */
export const WX_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/** Where browsers post CSP violations, under the gateway base (src/mocks/features/errors/handlers.ts). */
export const CSP_REPORT_PATH = '/service-xzyd/anon/client/csp';

const uniq = (xs) => [...new Set(xs.filter(Boolean))];

/**
 * The origins AMap's JS API 2.0 uses (docs/halls.md), none without VITE_AMAP_KEY: its loader and
 * modules (webapi.amap.com), its services and vector data (restapi, vdata; or the configured
 * VITE_AMAP_SERVICE_HOST that adds the security code), its icons and tiles (a.amap.com,
 * *.is.autonavi.com). The loader is also fetched (connect-src) by the emulator's service worker.
 */
export function amapOrigins(env) {
  if (!(env.VITE_AMAP_KEY || '').trim()) return { script: [], connect: [], img: [] };
  const serviceHost = originOf((env.VITE_AMAP_SERVICE_HOST || '').trim());
  return {
    script: ['https://webapi.amap.com'],
    connect: uniq(['https://webapi.amap.com', 'https://restapi.amap.com', 'https://vdata.amap.com', serviceHost]),
    img: ['https://webapi.amap.com', 'https://a.amap.com', 'https://vdata.amap.com', 'https://*.is.autonavi.com'],
  };
}

/**
 * Content-Security-Policy for a build.
 * @param {Record<string, string | undefined>} env  VITE_* variables as the build saw them
 * @param {{ fileOrigins?: string[] }} [extra]  origins documents are previewed from (images, PDF, video)
 */
export function contentSecurityPolicy(env, extra = {}) {
  const gateway = (env.VITE_GATEWAY || 'emulator').trim();
  const emulator = gateway === 'emulator';
  const gatewayOrigin = emulator ? null : originOf(gateway);
  const cloudOrigin = originOf(env.VITE_CLOUD_BASE);
  const previewOrigin = originOf(env.VITE_PREVIEW_BASE);
  // The messaging socket: VITE_SOCKET_URL when set, else the gateway's own origin (ws/wss).
  const socketOrigins = uniq([...[gatewayOrigin, cloudOrigin].map((o) => o && socketOrigin(o)), originOf(env.VITE_SOCKET_URL)]);
  const files = uniq(extra.fileOrigins ?? []);
  // The messenger's JS-SDK script, loaded only inside the messenger (none when self-hosted).
  const wxSdkOrigin = originOf(env.VITE_WX_SDK_URL || WX_SDK_URL);
  // AMap (政务地图), only when its key is configured; else the offline SVG map needs no host.
  const amap = amapOrigins(env);
  // Violations go to the gateway's report path (docs/contract.md section 9). The emulator in the
  // page cannot receive what the browser posts itself (a service worker never sees a report), so
  // there the app sends them from the page, and the policy names no report address. report-uri
  // only: with report-to, Chromium ignores report-uri and needs a Reporting-Endpoints header too.
  const reportUri = emulator ? null : `${gateway.replace(/\/+$/, '')}${CSP_REPORT_PATH}`;
  const directives = {
    'default-src': ["'self'"],
    // No inline script anywhere. pdf.js compiles its image decoders from WebAssembly.
    'script-src': uniq(["'self'", "'wasm-unsafe-eval'", wxSdkOrigin, ...amap.script]),
    // antd-mobile, react-spring and docx-preview write style attributes and <style> elements.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures from uploads and the camera come as blob: and data: addresses.
    'img-src': uniq(["'self'", 'data:', 'blob:', gatewayOrigin, cloudOrigin, ...files, ...amap.img]),
    'media-src': uniq(["'self'", 'blob:', 'data:', gatewayOrigin, ...files]),
    'font-src': ["'self'", 'data:'],
    // The gateway, the cloud API and their socket; the emulator answers on this origin. blob:
    // addresses are the page's own files (a photo taken, a video cover) read back.
    // In the emulator build its service worker fetches every request it lets through, the
    // messenger's JS-SDK script too, under this policy.
    'connect-src': uniq([
      "'self'",
      'blob:',
      gatewayOrigin,
      cloudOrigin,
      ...socketOrigins,
      ...files,
      emulator ? wxSdkOrigin : null,
      ...amap.connect,
    ]),
    // pdf.js's worker is a file of the build; the emulator is a service worker of this origin.
    'worker-src': ["'self'", 'blob:'],
    // Frames only from the preview service (the built-in one is on this origin).
    'frame-src': uniq(["'self'", previewOrigin]),
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    ...(reportUri ? { 'report-uri': [reportUri] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Permissions-Policy: geolocation for this origin (nearby halls); camera and microphone for this
 * origin too, since the video call of oicqContent is a hash route of the one document (no path
 * of its own to scope them to); the app asks for them only when a call is started or accepted.
 */
export function permissionsPolicy({ camera = false } = {}) {
  const av = camera ? '(self)' : '()';
  return `geolocation=(self), camera=${av}, microphone=${av}, payment=(), usb=()`;
}

/**
 * With the gateway's socket on this origin, connect-src also names this host's ws:/wss: form
 * ($ow_same_host_sockets, from the request's Host in deploy/nginx.conf): 'self' covers it in CSP3
 * browsers only, not in Safari/iOS webviews before 16 nor Chromium before 71 (docs/deploy.md).
 */
export function withSameHostSockets(csp) {
  const out = csp.replace(/(^|; )connect-src 'self'/, "$1connect-src 'self' $ow_same_host_sockets");
  if (out === csp) throw new Error("the CSP has no connect-src 'self' to add the socket to");
  return out;
}

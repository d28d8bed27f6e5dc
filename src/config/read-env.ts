/**
 * The typed, validated configuration (docs/contract.md section 1) read from the `VITE_*` variables.
 * It runs at build time (scripts/vite-plugin-env.ts), so that a bad value fails the build with a
 * clear message instead of a blank page, and the app carries the result, not this code.
 */
export interface Env {
  /** `emulator` or the real gateway base path. */
  gateway: string;
  isEmulator: boolean;
  /** Base path the gateway client sends to (`/gw` on the emulator). */
  gatewayBase: string;
  cloudBase: string;
  /** Base of the online preview service, ending in `/`. */
  previewBase: string;
  previewEncoding: 'base64' | 'uri';
  /**
   * Hosts (besides the app's own origin) whose files may be previewed, framed and linked:
   * `files.example.gov.cn`, `files.example.gov.cn:8443`, `https://files.example.gov.cn` (that
   * scheme only) or `*.oss.example.gov.cn` (its subdomains). Lower case, validated.
   */
  previewFileHosts: readonly string[];
  signPrefix: string;
  aesKey: string;
  rootArea: string;
  fixedArea: string;
  wxAuthUrl: string;
  /**
   * The demo authorization pages (`#/auth/wxAuthorize`, `#/auth/partnerEntry`) stand in for the
   * messenger's consent and a partner system: always with the emulator in the page, and against a
   * demo gateway (the gateway server) when `VITE_DEMO_AUTH=true`. Never for a hall's real gateway.
   */
  demoAuth: boolean;
  appId: string;
  /** The messenger's JS-SDK script (`VITE_WX_SDK_URL`); empty: `WX_SDK_URL` of lib/bridge/sdk.ts. */
  wxSdkUrl: string;
  maintenance: boolean;
  /** AMap JS API 2.0 key; empty = the offline SVG map. */
  amapKey: string;
  /** AMap security code (window._AMapSecurityConfig.securityJsCode), or a service host that adds it. */
  amapSecurityCode: string;
  amapServiceHost: string;
  /** The messaging socket (docs/contract.md section 7); empty: `<gateway base>/im/socket` on the page's origin. */
  socketUrl: string;
  /** STUN/TURN servers of video calls (`VITE_ICE_SERVERS`, JSON); empty: host candidates only (one network). */
  iceServers: readonly IceServer[];
}

/** One STUN/TURN server, as RTCPeerConnection takes it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

type RawEnv = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

const AREA_CODE = /^\d{6}$/;
/** One entry of VITE_PREVIEW_FILE_HOSTS: optional scheme, optional `*.`, a host name or IPv4, optional port. */
const FILE_HOST = /^(https?:\/\/)?(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** Parses VITE_PREVIEW_FILE_HOSTS (comma or space separated); throws on an entry that is not a host. */
export function readFileHosts(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(/[\s,]+/)
    .map((e) => e.trim().toLowerCase().replace(/\/$/, ''))
    .filter(Boolean);
  for (const e of entries) {
    if (!FILE_HOST.test(e)) throw new Error(`VITE_PREVIEW_FILE_HOSTS: "${e}" is not a host (host, host:port, https://host or *.domain)`);
  }
  return entries;
}

const ICE_URL = /^(stuns?|turns?):[^\s]+$/i;

/**
 * Parses VITE_ICE_SERVERS: a JSON array of `{urls, username?, credential?}` (RTCIceServer), e.g.
 * `[{"urls":"stun:stun.example.gov.cn:3478"},{"urls":["turn:turn.example.gov.cn:3478?transport=udp"],
 * "username":"u","credential":"p"}]`. Empty: none. Throws on anything else (a TURN server needs
 * its username and credential).
 */
export function readIceServers(raw: string | undefined): IceServer[] {
  const text = (raw ?? '').trim();
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('VITE_ICE_SERVERS must be a JSON array of {urls, username?, credential?}');
  }
  if (!Array.isArray(parsed)) throw new Error('VITE_ICE_SERVERS must be a JSON array of {urls, username?, credential?}');
  return parsed.map((entry: unknown, i) => {
    const e = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const urls = typeof e.urls === 'string' ? [e.urls] : Array.isArray(e.urls) ? e.urls : [];
    if (urls.length === 0 || !urls.every((u): u is string => typeof u === 'string' && ICE_URL.test(u)))
      throw new Error(`VITE_ICE_SERVERS[${i}]: urls must be stun:, stuns:, turn: or turns: addresses`);
    const turn = urls.some((u) => /^turns?:/i.test(u));
    const username = typeof e.username === 'string' ? e.username : undefined;
    const credential = typeof e.credential === 'string' ? e.credential : undefined;
    if (turn && (!username || !credential)) throw new Error(`VITE_ICE_SERVERS[${i}]: a TURN server needs username and credential`);
    return { urls: typeof e.urls === 'string' ? e.urls : urls, ...(username ? { username } : {}), ...(credential ? { credential } : {}) };
  });
}

/** Builds the typed config from raw variables; throws a clear error on a bad value. */
export function readEnv(raw: RawEnv, baseUrl = '/'): Env {
  const gateway = (raw.VITE_GATEWAY || 'emulator').trim();
  const isEmulator = gateway === 'emulator';
  const rootArea = raw.VITE_ROOT_AREA || '120000';
  const fixedArea = raw.VITE_FIXED_AREA || '120100';
  if (!AREA_CODE.test(rootArea)) throw new Error(`VITE_ROOT_AREA must be a 6-digit code, got "${rootArea}"`);
  if (!AREA_CODE.test(fixedArea)) throw new Error(`VITE_FIXED_AREA must be a 6-digit code, got "${fixedArea}"`);
  const aesKey = raw.VITE_AES_KEY || 'OwHallAesKey2026';
  if (aesKey.length !== 16) throw new Error('VITE_AES_KEY must be 16 characters');
  const demoAuth = (raw.VITE_DEMO_AUTH || 'false').trim();
  if (demoAuth !== 'true' && demoAuth !== 'false') throw new Error(`VITE_DEMO_AUTH must be true or false, got "${demoAuth}"`);
  const withSlash = (s: string) => (s.endsWith('/') ? s : `${s}/`);
  const previewBase = raw.VITE_PREVIEW_BASE ? withSlash(raw.VITE_PREVIEW_BASE) : `${withSlash(baseUrl)}preview-service/`;
  return {
    gateway,
    isEmulator,
    gatewayBase: isEmulator ? '/gw' : gateway.replace(/\/$/, ''),
    cloudBase: (raw.VITE_CLOUD_BASE || '/cloud-api').replace(/\/$/, ''),
    previewBase,
    previewEncoding: raw.VITE_PREVIEW_ENCODING === 'uri' ? 'uri' : 'base64',
    previewFileHosts: readFileHosts(raw.VITE_PREVIEW_FILE_HOSTS),
    signPrefix: raw.VITE_SIGN_PREFIX || 'OW_GATEWAY_',
    aesKey,
    rootArea,
    fixedArea,
    wxAuthUrl: raw.VITE_WX_AUTH_URL || '',
    demoAuth: isEmulator || demoAuth === 'true',
    appId: raw.VITE_APP_ID || 'wx-demo-appid',
    wxSdkUrl: raw.VITE_WX_SDK_URL || '',
    maintenance: raw.VITE_MAINTENANCE === 'true',
    amapKey: (raw.VITE_AMAP_KEY || '').trim(),
    amapSecurityCode: (raw.VITE_AMAP_SECURITY_CODE || '').trim(),
    amapServiceHost: (raw.VITE_AMAP_SERVICE_HOST || '').trim(),
    socketUrl: (raw.VITE_SOCKET_URL || '').trim(),
    iceServers: readIceServers(raw.VITE_ICE_SERVERS),
  };
}

/**
 * What a hall sets when it starts the image (docs/deploy.md, "One image, many halls"): these
 * variables are read again from the container's environment at each start (scripts/hall-config.ts),
 * checked by readEnv, and the fields of HALL_FIELDS they give are written into index.html, where
 * src/config/env.ts takes them in place of the build's. Everything else is the build's: whether
 * the emulator is in the bundle, the demo authorization pages, the AES key, the messenger's
 * appId, SDK and authorization entry, maintenance.
 */
export const HALL_VARIABLES = [
  'VITE_GATEWAY',
  'VITE_CLOUD_BASE',
  'VITE_SOCKET_URL',
  'VITE_ICE_SERVERS',
  'VITE_AMAP_KEY',
  'VITE_AMAP_SECURITY_CODE',
  'VITE_AMAP_SERVICE_HOST',
  'VITE_PREVIEW_BASE',
  'VITE_PREVIEW_ENCODING',
  'VITE_PREVIEW_FILE_HOSTS',
  'VITE_ROOT_AREA',
  'VITE_FIXED_AREA',
  'VITE_SIGN_PREFIX',
] as const;

/** The fields of Env that HALL_VARIABLES set: the run-time configuration's keys. */
export const HALL_FIELDS = [
  'gateway',
  'gatewayBase',
  'cloudBase',
  'socketUrl',
  'iceServers',
  'amapKey',
  'amapSecurityCode',
  'amapServiceHost',
  'previewBase',
  'previewEncoding',
  'previewFileHosts',
  'rootArea',
  'fixedArea',
  'signPrefix',
] as const satisfies readonly (keyof Env)[];

export type HallConfig = Pick<Env, (typeof HALL_FIELDS)[number]>;

/** The run-time configuration of a validated Env: its HALL_FIELDS. */
export function hallConfigOf(env: Env): HallConfig {
  return Object.fromEntries(HALL_FIELDS.map((k) => [k, env[k]])) as unknown as HallConfig;
}

/**
 * The build's variables with a hall's own (the container's environment) over them, checked by
 * readEnv: a bad value throws readEnv's message, which names the variable. Whether the emulator is
 * in the bundle is the build's: a hall may move a real gateway, never turn the emulator on or off.
 */
export function readHallEnv(build: RawEnv, hall: RawEnv, baseUrl = '/'): Env {
  const raw: RawEnv = { ...build };
  for (const k of HALL_VARIABLES) if (hall[k] !== undefined && hall[k] !== '') raw[k] = hall[k];
  const built = readEnv(build, baseUrl);
  const env = readEnv(raw, baseUrl);
  if (env.isEmulator !== built.isEmulator) {
    throw new Error(
      built.isEmulator
        ? `VITE_GATEWAY: this image was built with the emulator in the page; it cannot use the gateway "${env.gateway}" (build it with VITE_GATEWAY set)`
        : 'VITE_GATEWAY: this image was built for a real gateway; "emulator" needs an emulator build',
    );
  }
  return env;
}

// A gateway client for Node, written from the contract (docs/gateway-server.md, docs/auth.md),
// not from the app's code: the contract check, the load benchmark and the server's tests call a
// gateway with it. Signing: token = md5(PREFIX + random + timestamp), sign over the sorted
// parameters for /anon paths; sessions in ow_token / ow_secret.
import { createHash, randomInt } from 'node:crypto';

const md5 = (s) => createHash('md5').update(s, 'utf8').digest('hex');

const valueText = (v) => (typeof v === 'boolean' ? (v ? 'true' : 'false') : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The `sign` header of a parameter set. */
export function signOf(params, random) {
  const keys = Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return md5([...keys.map((k) => `${k}=${valueText(params[k])}`), `key=${random}`].join('&')).toUpperCase();
}

/** The signing headers of one request. */
export function signingHeaders({ prefix = 'OW_GATEWAY_', params = {}, path = '', sign, random, timestamp } = {}) {
  random ??= String(randomInt(1_000_000_000, 9_999_999_999));
  timestamp ??= String(Math.floor(Date.now() / 1000));
  const h = { token: md5(prefix + random + timestamp), secret: random, timestamp };
  if (sign ?? path.includes('/anon')) h.sign = signOf(params, random);
  return h;
}

/**
 * One signed call. `base` is the gateway base (`http://127.0.0.1:8787/gw`). Returns
 * `{ status, body, headers, ms }`; body is parsed JSON where the answer is JSON.
 */
export async function call(base, method, path, { query, body, form, session, headers: extra = {}, prefix, signal } = {}) {
  const url = new URL(base.replace(/\/$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const params = method === 'GET' ? Object.fromEntries(url.searchParams) : form ? {} : (body ?? {});
  const headers = { ...signingHeaders({ prefix, params, path: url.pathname }), ...extra };
  if (session) {
    headers.ow_token = session.token;
    headers.ow_secret = session.secret;
  }
  let payload;
  if (form) payload = form;
  else if (body !== undefined && method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const started = performance.now();
  const res = await fetch(url, { method, headers, body: payload, signal });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the text as it is
  }
  return { status: res.status, body: parsed, headers: res.headers, ms: performance.now() - started };
}

/** The payload of a successful envelope, or an error naming what came instead. */
export function unwrap(res) {
  const b = res.body;
  if (res.status === 200 && b && typeof b === 'object' && (b.code === 200 || b.code === 0)) return b.data ?? b.result ?? null;
  throw new Error(`HTTP ${res.status}: ${typeof b === 'string' ? b.slice(0, 120) : JSON.stringify(b).slice(0, 200)}`);
}

/**
 * A mobile-number login as the app makes it: SMS code (the emulator answers it as `demoCode`),
 * its check, then the session. Returns `{ token, secret, mobile }`.
 */
export async function loginByMobile(base, mobile, { smsCode } = {}) {
  const sent = unwrap(await call(base, 'POST', '/wechat-hall/reg/sendSmsCode', { body: { mobile } }));
  const code = smsCode ?? sent?.demoCode;
  if (!code) throw new Error('the gateway sent no demo SMS code: pass smsCode');
  const checked = unwrap(await call(base, 'GET', '/wechat-hall/reg/setMobileUser', { query: { mobile, code } }));
  if (!checked?.success) throw new Error(`SMS code refused: ${checked?.message}`);
  const s = unwrap(await call(base, 'POST', `/wechat-hall/login/signByPhone/${mobile}`, { query: { secret: checked.secret } }));
  return { token: s.token, secret: s.secret, mobile };
}

/** The admin controls of the gateway server (`/__admin/api/<name>`). */
export function admin(origin, token) {
  const post = async (name, ...args) => {
    const res = await fetch(`${origin}/__admin/api/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ args }),
    });
    const body = await res.json();
    if (res.status !== 200 || body.code !== 200) throw new Error(`admin ${name}: ${res.status} ${body.message}`);
    return body.data;
  };
  const status = async () => {
    const res = await fetch(`${origin}/__admin/status`, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()).data;
  };
  return { post, status };
}

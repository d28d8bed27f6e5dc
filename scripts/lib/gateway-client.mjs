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
  return exchange(url, { method, headers, body: payload, signal });
}

/** Sends one request and reads the answer as `{ status, body, headers, ms }` (body parsed where JSON). */
async function exchange(url, init) {
  const started = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the text as it is
  }
  return { status: res.status, body: parsed, headers: res.headers, ms: performance.now() - started };
}

/**
 * One request with exactly the headers given and nothing added (no signing, no session): for
 * checks that sign wrongly on purpose or replay a request. `body` is sent as it is (a string, a
 * FormData); set its `Content-Type` in `headers`. Answers like `call`.
 */
export async function callRaw(base, method, path, { query, headers = {}, body, signal } = {}) {
  const url = new URL(base.replace(/\/$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  return exchange(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body, signal });
}

/** The payload of a successful envelope, or an error naming what came instead. */
export function unwrap(res) {
  const b = res.body;
  if (res.status === 200 && b && typeof b === 'object' && (b.code === 200 || b.code === 0)) return b.data ?? b.result ?? null;
  throw new Error(`HTTP ${res.status}: ${typeof b === 'string' ? b.slice(0, 120) : JSON.stringify(b).slice(0, 200)}`);
}

/**
 * A mobile-number login as the app makes it: SMS code (the emulator answers it as `demoCode`),
 * its check, then the session. Returns `{ token, secret, mobile }`. A failure names its step.
 */
export async function loginByMobile(base, mobile, { smsCode, signal, prefix } = {}) {
  const step = async (name, request) => {
    try {
      return unwrap(await request);
    } catch (e) {
      throw new Error(`${name}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  };
  const sent = await step('sendSmsCode', call(base, 'POST', '/wechat-hall/reg/sendSmsCode', { body: { mobile }, signal, prefix }));
  const code = smsCode ?? sent?.demoCode;
  if (!code) throw new Error('the gateway sent no demo SMS code: pass smsCode');
  const checked = await step(
    'setMobileUser',
    call(base, 'GET', '/wechat-hall/reg/setMobileUser', { query: { mobile, code }, signal, prefix }),
  );
  if (!checked?.success) throw new Error(`setMobileUser: SMS code refused: ${checked?.message}`);
  const s = await step(
    'signByPhone',
    call(base, 'POST', `/wechat-hall/login/signByPhone/${mobile}`, { query: { secret: checked.secret }, signal, prefix }),
  );
  if (!s?.token || !s?.secret) throw new Error(`signByPhone: no token and secret in ${JSON.stringify(s).slice(0, 120)}`);
  return { token: s.token, secret: s.secret, mobile };
}

/** The admin controls of the gateway server (`/__admin/api/<name>`); `signal` bounds every call. */
export function admin(origin, token, { signal } = {}) {
  const post = async (name, ...args) => {
    const res = await fetch(`${origin}/__admin/api/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ args }),
      signal,
    });
    const body = await res.json();
    if (res.status !== 200 || body.code !== 200) throw new Error(`admin ${name}: ${res.status} ${body.message}`);
    return body.data;
  };
  const status = async () => {
    const res = await fetch(`${origin}/__admin/status`, { headers: { Authorization: `Bearer ${token}` }, signal });
    return (await res.json()).data;
  };
  return { post, status };
}

/**
 * A connection to the messaging socket (docs/messaging.md), resolved once open. Frames are
 * parsed JSON (a frame that is not JSON arrives as `{ type: '(not JSON)', raw }`) and kept until
 * taken: `next(match, ms)` takes the first frame `match` accepts, waiting up to `ms`, and gives
 * `null` on time-out or once the socket has closed (`closeInfo` then says how). Aborting `signal`
 * drops the connection.
 */
export async function connectSocket(url, { signal, timeoutMs = 10_000, headers } = {}) {
  const { WebSocket } = await import('ws');
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
  const ws = new WebSocket(url, { headers, handshakeTimeout: timeoutMs });
  const frames = [];
  const waiters = new Set();
  let closeInfo = null;
  const take = (match) => {
    const i = frames.findIndex(match);
    return i >= 0 ? frames.splice(i, 1)[0] : undefined;
  };
  const wake = () => {
    for (const w of waiters) {
      const hit = take(w.match);
      if (hit !== undefined) w.done(hit);
      else if (closeInfo) w.done(null);
    }
  };
  const onAbort = () => ws.terminate();
  signal?.addEventListener('abort', onAbort, { once: true });
  ws.on('message', (data) => {
    const text = data.toString('utf8');
    let frame;
    try {
      frame = JSON.parse(text);
    } catch {
      frame = { type: '(not JSON)', raw: text.slice(0, 200) };
    }
    frames.push(frame);
    wake();
  });
  const closed = new Promise((resolve) => {
    ws.once('close', (code, reason) => {
      closeInfo = { code, reason: reason.toString('utf8') };
      signal?.removeEventListener('abort', onAbort);
      wake();
      resolve(closeInfo);
    });
  });
  // An error after the opening ends in 'close'; before it, the opening rejects.
  ws.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
    ws.once('close', () => reject(new Error('the socket closed before it opened')));
  });
  return {
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(match = () => true, ms = 3000) {
      return new Promise((resolve) => {
        const hit = take(match);
        if (hit !== undefined) return resolve(hit);
        if (closeInfo) return resolve(null);
        const w = {
          match,
          done: (frame) => {
            clearTimeout(w.timer);
            waiters.delete(w);
            resolve(frame);
          },
        };
        w.timer = setTimeout(() => w.done(null), ms);
        waiters.add(w);
      });
    },
    /** Frames received and not taken yet. */
    pending: () => [...frames],
    get closeInfo() {
      return closeInfo;
    },
    closed,
    close(code = 1000) {
      if (ws.readyState === ws.CLOSED) return closed;
      ws.close(code);
      const t = setTimeout(() => ws.terminate(), 1000);
      return closed.finally(() => clearTimeout(t));
    },
  };
}

// What a caller sees, read the way the app reads it (docs/contract-check.md): envelopes, the
// signature error, a 401. Pure helpers over `{ status, body }` answers, plus the check outcomes.

/** The signature error of the contract: HTTP 200 with this body. */
export const SIGNATURE_ERROR = { code: 403, message: '请求签名错误' };

/** A check's failure: the reason is what the caller saw against what the contract says. */
export class CheckFailed extends Error {
  constructor(reason) {
    super(reason);
    this.name = 'CheckFailed';
  }
}

/** A check that cannot run here (no admin token, no session): SKIP with the reason. */
export class CheckSkipped extends Error {
  constructor(reason) {
    super(reason);
    this.name = 'CheckSkipped';
  }
}

export const pass = (reason) => ({ status: 'PASS', reason });
export const warn = (reason) => ({ status: 'WARN', reason });
export const skip = (reason) => ({ status: 'SKIP', reason });

/** Fails the check with `reason` unless `condition` holds. */
export function expect(condition, reason) {
  if (!condition) throw new CheckFailed(typeof reason === 'function' ? reason() : reason);
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** An answer in a few words: `HTTP 200 {"code":403,"message":"请求签名错误"}`. */
export function brief(res, max = 160) {
  if (!res) return 'no answer';
  const body = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  const text = (body ?? '').replace(/\s+/g, ' ');
  return `HTTP ${res.status} ${text.length > max ? `${text.slice(0, max - 1)}…` : text}`.trim();
}

/**
 * The gateway envelope of a body (docs/contract.md section 4): `{code, message, data}` or
 * `{code, msg, result}`; success is code 200 or 0 (or `success: true`). Returns
 * `{ ok, code, message, payload, shape }`; `shape` is `data`, `result` or null (neither).
 */
export function readEnvelope(body) {
  if (!isObject(body)) return { ok: false, code: undefined, message: '', payload: undefined, shape: null };
  const shape = 'data' in body ? 'data' : 'result' in body ? 'result' : null;
  const ok = body.code === 200 || body.code === 0 || body.success === true;
  const message = typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : '';
  return { ok, code: body.code, message, payload: shape ? body[shape] : undefined, shape };
}

/**
 * Why a success body is not one of the two envelopes, or null when it is: `{code: 200, message,
 * data}` or `{code: 0, msg, result}`.
 */
export function successEnvelopeProblem(res) {
  const b = res.body;
  if (res.status !== 200) return `expected HTTP 200, got ${brief(res)}`;
  if (!isObject(b)) return `expected a JSON object envelope, got ${brief(res)}`;
  if (b.code === 200) {
    if (typeof b.message !== 'string') return `{code:200} without a string "message": ${brief(res)}`;
    if (!('data' in b)) return `{code:200} without "data": ${brief(res)}`;
    return null;
  }
  if (b.code === 0) {
    if (typeof b.msg !== 'string') return `{code:0} without a string "msg": ${brief(res)}`;
    if (!('result' in b)) return `{code:0} without "result": ${brief(res)}`;
    return null;
  }
  return `expected code 200 or 0, got ${brief(res)}`;
}

/** The payload of a success envelope, or CheckFailed naming what came instead. */
export function payloadOf(res, what = 'the call') {
  const problem = successEnvelopeProblem(res);
  if (problem) throw new CheckFailed(`${what}: ${problem}`);
  return res.body.code === 0 ? res.body.result : res.body.data;
}

/** The contract's signature error: HTTP 200, code 403, message 请求签名错误. */
export function isSignatureError(res) {
  return res.status === 200 && isObject(res.body) && res.body.code === SIGNATURE_ERROR.code && res.body.message === SIGNATURE_ERROR.message;
}

/** A 401 as the app recognises it: the HTTP status, `code` or `errorCode`. */
export function isUnauthorized(res) {
  if (res.status === 401) return true;
  const b = res.body;
  return isObject(b) && (Number(b.code) === 401 || Number(b.errorCode) === 401);
}

/** A refusal with a message a caller can show: not a success, not a 5xx, a message. */
export function refusalProblem(res) {
  const env = readEnvelope(res.body);
  if (res.status >= 500) return `a refusal should not be a 5xx (the app takes that for a broken gateway): ${brief(res)}`;
  if (res.status === 200 && env.ok) return `accepted instead of refused: ${brief(res)}`;
  if (!env.message.trim()) return `refused without a message: ${brief(res)}`;
  return null;
}

/** An error's text for a reason line, with the network cause (ECONNREFUSED …) when there is one. */
export function errorText(e) {
  if (!(e instanceof Error)) return String(e);
  let detail = '';
  for (let c = e.cause, depth = 0; c && typeof c === 'object' && depth < 5; c = c.cause, depth++) {
    if (c.code) {
      detail = String(c.code);
      break;
    }
  }
  return detail && !e.message.includes(detail) ? `${e.message} (${detail})` : e.message;
}

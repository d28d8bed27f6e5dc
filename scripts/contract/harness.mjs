// Runs one check, bounded in time: its own AbortController, aborted at the deadline (every request
// and socket of the check listens to it) and again when the check ends (what it left open closes).
import { CheckFailed, CheckSkipped, errorText } from './expect.mjs';

/**
 * A check: `{ id, area, name, recommended?, run(ctx) }`. `run` returns a string (PASS with that
 * reason) or an outcome of expect.mjs (`pass`, `warn`, `skip`), throws CheckFailed (FAIL),
 * CheckSkipped (SKIP) or anything else (FAIL with the error). A recommended check's FAIL is a
 * WARN. `makeContext(signal)` gives the check its context.
 */
export async function runCheck(check, makeContext, { timeoutMs }) {
  const controller = new AbortController();
  const started = performance.now();
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`timed out after ${timeoutMs / 1000} s`));
      resolve({ status: 'FAIL', reason: `no outcome within ${timeoutMs / 1000} s (timed out)` });
    }, timeoutMs);
  });
  const outcome = Promise.resolve()
    .then(() => check.run(makeContext(controller.signal)))
    .then(
      (r) => (typeof r === 'string' || r === undefined ? { status: 'PASS', reason: r ?? 'ok' } : r),
      (e) => {
        if (e instanceof CheckSkipped) return { status: 'SKIP', reason: e.message };
        if (e instanceof CheckFailed) return { status: 'FAIL', reason: e.message };
        if (controller.signal.aborted) return { status: 'FAIL', reason: `no outcome within ${timeoutMs / 1000} s (timed out)` };
        return { status: 'FAIL', reason: errorText(e) };
      },
    );
  let result;
  try {
    result = await Promise.race([outcome, deadline]);
  } finally {
    clearTimeout(timer);
    if (!controller.signal.aborted) controller.abort(new Error('check ended'));
  }
  if (check.recommended && result.status === 'FAIL') result = { status: 'WARN', reason: `recommended: ${result.reason}` };
  return {
    id: check.id,
    area: check.area,
    name: check.name,
    recommended: Boolean(check.recommended),
    status: result.status,
    reason: result.reason,
    ms: performance.now() - started,
  };
}

/** Runs `fn` once, however many callers ask (the session every logged-in check shares). */
export function once(fn) {
  let promise = null;
  return () => (promise ??= fn());
}

#!/usr/bin/env node
// The gateway contract check: `npm run contract -- --gateway <url>` runs every check of
// checks/ against a gateway and reports PASS, FAIL, WARN or SKIP for each, then `N passed,
// M failed`. What it checks, options, exit status: docs/contract-check.md.
//
// Importable: `main(argv, io)` runs it and resolves to the exit status; nothing runs on import.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { admin, call, callRaw, connectSocket, loginByMobile } from '../lib/gateway-client.mjs';
import { CHECK_TIMEOUT_MS, parseArgs, USAGE, UsageError } from './args.mjs';
import { CHECKS, selectChecks } from './checks/index.mjs';
import { CheckSkipped, errorText } from './expect.mjs';
import { once, runCheck } from './harness.mjs';
import { countResults, exitCodeOf, formatArea, formatFooter, formatHeader, formatResult, jsonReport } from './report.mjs';

/**
 * What a check is given: the settings, its abort signal, the gateway calls bound to both, the
 * run's one session (logged in once: an SMS code may be sent once a minute and used once), the
 * admin client when there is a token, and `shared`, where a check may leave what a later one can
 * reuse (a later one must not depend on it).
 */
function contextFactory(settings) {
  const shared = {};
  const login = once(() =>
    loginByMobile(settings.gateway, settings.mobile, {
      smsCode: settings.smsCode ?? undefined,
      prefix: settings.signPrefix,
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    }).catch((e) => {
      const text = errorText(e);
      throw new Error(/no demo SMS code/.test(text) ? 'the gateway answered no demo SMS code: pass --sms-code' : text, { cause: e });
    }),
  );
  return (signal) => ({
    settings,
    signal,
    shared,
    call: (method, path, opts = {}) => call(settings.gateway, method, path, { prefix: settings.signPrefix, ...opts, signal }),
    raw: (method, path, opts = {}) => callRaw(settings.gateway, method, path, { ...opts, signal }),
    fetch: (url, init = {}) => fetch(url, { ...init, signal }),
    socket: () => connectSocket(settings.socket, { signal, timeoutMs: CHECK_TIMEOUT_MS }),
    /** The session, or the login's error (the login check's FAIL). */
    login,
    /** The session, or SKIP: the check needs one and the login failed (that is the login check's FAIL). */
    async session() {
      try {
        return await login();
      } catch (e) {
        throw new CheckSkipped(`needs a session; the login failed: ${errorText(e)}`);
      }
    },
    admin() {
      if (!settings.adminToken) throw new CheckSkipped('emulator only: give --admin-token to run it');
      return admin(settings.origin, settings.adminToken, { signal });
    },
  });
}

/**
 * Runs the check with `argv` (the options after `npm run contract --`), writing to `io.out` and
 * `io.err`; resolves to the exit status: 0 nothing failed, 1 a check failed, 2 a bad command line.
 */
export async function main(argv, io = { out: process.stdout, err: process.stderr }) {
  const print = (line = '') => io.out.write(`${line}\n`);
  let settings;
  let checks;
  try {
    settings = parseArgs(argv);
    if (settings.help) {
      print(USAGE);
      return 0;
    }
    checks = selectChecks(settings.only, CHECKS);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err.write(`contract: ${e.message}\n\n${USAGE}\n`);
    return 2;
  }

  const startedAt = new Date();
  const started = performance.now();
  const makeContext = contextFactory(settings);
  const results = [];
  if (!settings.json) for (const line of formatHeader(settings)) print(line);
  let area = null;
  for (const check of checks) {
    if (!settings.json && check.area !== area) {
      area = check.area;
      print();
      print(formatArea(area));
    }
    const result = await runCheck(check, makeContext, { timeoutMs: CHECK_TIMEOUT_MS });
    results.push(result);
    if (!settings.json) print(formatResult(result));
  }
  const counts = countResults(results);
  if (settings.json) {
    print(
      JSON.stringify(
        jsonReport(results, settings, { startedAt: startedAt.toISOString(), durationMs: performance.now() - started }),
        null,
        2,
      ),
    );
  } else {
    for (const line of formatFooter(results)) print(line);
  }
  return exitCodeOf(counts);
}

const invokedDirectly = (() => {
  try {
    return Boolean(process.argv[1]) && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
      // Keep-alive connections must not hold the process once the report is out.
      setTimeout(() => process.exit(code), 200).unref();
    },
    (e) => {
      console.error(`contract: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      process.exit(3);
    },
  );
}

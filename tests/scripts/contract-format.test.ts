// The contract check's pure parts (scripts/contract, docs/contract-check.md): the command line,
// the report lines and the summary, how answers are read, and the harness's time bound. No
// gateway is started here.
import { describe, expect, it } from 'vitest';
import { defaultCloudOf, defaultSocketOf, parseArgs, UsageError } from '../../scripts/contract/args.mjs';
import { AREAS, CHECKS, selectChecks } from '../../scripts/contract/checks/index.mjs';
import {
  CheckFailed,
  isSignatureError,
  isUnauthorized,
  readEnvelope,
  refusalProblem,
  successEnvelopeProblem,
  warn,
} from '../../scripts/contract/expect.mjs';
import { runCheck } from '../../scripts/contract/harness.mjs';
import {
  countResults,
  exitCodeOf,
  formatReport,
  formatResult,
  jsonReport,
  oneLine,
  summaryLine,
  type CheckResult,
} from '../../scripts/contract/report.mjs';

describe('parseArgs', () => {
  it('derives the cloud base and the socket from the gateway base', () => {
    const s = parseArgs(['--gateway', 'http://127.0.0.1:8801/gw/']);
    expect(s).toMatchObject({
      help: false,
      gateway: 'http://127.0.0.1:8801/gw',
      cloud: 'http://127.0.0.1:8801/cloud-api',
      socket: 'ws://127.0.0.1:8801/gw/im/socket',
      origin: 'http://127.0.0.1:8801',
      mobile: '13800138000',
      area: '120100',
      signPrefix: 'OW_GATEWAY_',
      smsCode: null,
      adminToken: null,
      only: [],
      json: false,
    });
    expect(defaultSocketOf('https://gw.example.gov.cn/api')).toBe('wss://gw.example.gov.cn/api/im/socket');
    expect(defaultCloudOf('https://gw.example.gov.cn/api')).toBe('https://gw.example.gov.cn/cloud-api');
  });

  it('takes every option, as --name value or --name=value', () => {
    const s = parseArgs([
      '--gateway=https://gw.example.gov.cn/api',
      '--cloud',
      'https://cloud.example.gov.cn/c',
      '--socket=wss://ws.example.gov.cn/im',
      '--mobile',
      '13900139000',
      '--sms-code',
      '123456',
      '--area=120101',
      '--sign-prefix',
      'CITY_GW_',
      '--admin-token',
      'contract-check-token-0001',
      '--only',
      'signing, socket.ping',
      '--json',
    ]);
    expect(s).toMatchObject({
      gateway: 'https://gw.example.gov.cn/api',
      cloud: 'https://cloud.example.gov.cn/c',
      socket: 'wss://ws.example.gov.cn/im',
      mobile: '13900139000',
      smsCode: '123456',
      area: '120101',
      signPrefix: 'CITY_GW_',
      adminToken: 'contract-check-token-0001',
      only: ['signing', 'socket.ping'],
      json: true,
    });
  });

  it('answers help without a gateway', () => {
    expect(parseArgs(['-h'])).toEqual({ help: true, json: false });
  });

  it.each([
    [[], /--gateway is required/],
    [['--gateway'], /--gateway needs a value/],
    [['--gateway', '--json'], /--gateway needs a value/],
    [['--gateway', 'ftp://host/gw'], /http:\/\/ or https:\/\//],
    [['--gateway', 'not a url'], /absolute address/],
    [['--gateway', 'http://h/gw?x=1'], /without \? or #/],
    [['--gateway', 'http://h/gw', '--socket', 'http://h/s'], /ws:\/\/ or wss:\/\//],
    [['--gateway', 'http://h/gw', '--mobile', '12345'], /--mobile/],
    [['--gateway', 'http://h/gw', '--area', '1201'], /--area/],
    [['--gateway', 'http://h/gw', '--verbose'], /unknown option "--verbose"/],
    [['--gateway', 'http://h/gw', '--gateway', 'http://h/gw'], /given twice/],
    [['--gateway', 'http://h/gw', '--json=yes'], /takes no value/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

const result = (status: CheckResult['status'], over: Partial<CheckResult> = {}): CheckResult => ({
  id: `signing.${status.toLowerCase()}`,
  area: 'signing',
  name: `a ${status} check`,
  status,
  reason: 'because',
  ms: 12.4,
  ...over,
});

describe('report', () => {
  it('counts PASS and FAIL only in the summary line, exactly "N passed, M failed"', () => {
    const results = [result('PASS'), result('PASS'), result('FAIL'), result('WARN'), result('SKIP')];
    const counts = countResults(results);
    expect(counts).toEqual({ passed: 2, failed: 1, warned: 1, skipped: 1, total: 5 });
    expect(summaryLine(counts)).toBe('2 passed, 1 failed');
    expect(exitCodeOf(counts)).toBe(1);
    expect(exitCodeOf(countResults([result('PASS'), result('WARN'), result('SKIP')]))).toBe(0);
  });

  it('prints one line per check, grouped by area, and the summary alone on the last line', () => {
    const text = formatReport(
      [result('PASS'), result('WARN', { area: 'socket', reason: 'ignored\nfor 2 s' }), result('SKIP', { area: 'faults' })],
      { gateway: 'http://127.0.0.1:8801/gw', cloud: 'c', socket: 's', adminToken: null },
    );
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('1 passed, 0 failed');
    expect(lines.at(-2)).toBe('1 warning (not failures), 1 skipped');
    expect(lines).toContain('socket');
    expect(lines).toContain('  WARN  a WARN check: ignored for 2 s (12 ms)');
    expect(lines.filter((l) => /^ {2}(PASS|FAIL|WARN|SKIP) {2}/.test(l))).toHaveLength(3);
  });

  it('keeps a reason to one bounded line', () => {
    expect(oneLine('a\n  b\tc')).toBe('a b c');
    expect(oneLine('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(formatResult(result('FAIL', { reason: '', ms: undefined }))).toBe('  FAIL  a FAIL check: -');
  });

  it('gives the same verdict as JSON', () => {
    const doc = jsonReport(
      [result('PASS'), result('FAIL', { recommended: false })],
      { gateway: 'g', cloud: 'c', socket: 's' },
      { durationMs: 5.6 },
    );
    expect(doc).toMatchObject({ passed: 1, failed: 1, ok: false, summary: '1 passed, 1 failed', durationMs: 6, adminChecks: false });
    expect(doc.results[1]).toEqual({
      id: 'signing.fail',
      area: 'signing',
      name: 'a FAIL check',
      status: 'FAIL',
      reason: 'because',
      recommended: false,
      ms: 12,
    });
  });
});

describe('reading answers', () => {
  it('knows both envelopes and the signature error', () => {
    expect(successEnvelopeProblem({ status: 200, body: { code: 200, message: 'success', data: null } })).toBeNull();
    expect(successEnvelopeProblem({ status: 200, body: { code: 0, msg: 'ok', result: [] } })).toBeNull();
    expect(successEnvelopeProblem({ status: 200, body: { code: 200, data: 1 } })).toMatch(/message/);
    expect(successEnvelopeProblem({ status: 200, body: '<html>' })).toMatch(/JSON object/);
    expect(readEnvelope({ code: 0, msg: 'ok', result: 3 })).toEqual({ ok: true, code: 0, message: 'ok', payload: 3, shape: 'result' });
    expect(isSignatureError({ status: 200, body: { code: 403, message: '请求签名错误' } })).toBe(true);
    expect(isSignatureError({ status: 403, body: { code: 403, message: '请求签名错误' } })).toBe(false);
  });

  it('knows a 401 by status, code or errorCode, and a refusal by its message', () => {
    expect(isUnauthorized({ status: 401, body: '' })).toBe(true);
    expect(isUnauthorized({ status: 200, body: { code: 401 } })).toBe(true);
    expect(isUnauthorized({ status: 200, body: { errorCode: '401' } })).toBe(true);
    expect(isUnauthorized({ status: 200, body: { code: 200 } })).toBe(false);
    expect(refusalProblem({ status: 200, body: { code: 400, message: '手机号不能为空' } })).toBeNull();
    expect(refusalProblem({ status: 200, body: { code: 400 } })).toMatch(/without a message/);
    expect(refusalProblem({ status: 500, body: { code: 500, message: 'x' } })).toMatch(/5xx/);
    expect(refusalProblem({ status: 200, body: { code: 200, message: 'success', data: [] } })).toMatch(/accepted/);
  });
});

describe('checks and the harness', () => {
  it('has unique ids, areas in order and a selection by area or id', () => {
    expect(new Set(CHECKS.map((c) => c.id)).size).toBe(CHECKS.length);
    expect(AREAS).toEqual(['signing', 'envelopes', 'login', 'paging', 'uploads', 'cloud', 'socket', 'faults']);
    for (const c of CHECKS) expect(c.id.startsWith(`${c.area}.`)).toBe(true);
    expect(selectChecks(['socket.ping', 'faults']).map((c) => c.id)).toEqual(['socket.ping', 'faults.error-500']);
    expect(() => selectChecks(['nope'])).toThrow(/no area or check "nope"/);
  });

  const check = (run: () => unknown, recommended = false) => ({ id: 'x.y', area: 'x', name: 'y', recommended, run: run as () => string });

  it('bounds a check in time and aborts what it started', async () => {
    let aborted: unknown = null;
    const r = await runCheck(
      check(() => new Promise(() => undefined)),
      (signal) => {
        signal.addEventListener('abort', () => (aborted = signal.reason));
        return {};
      },
      { timeoutMs: 30 },
    );
    expect(r).toMatchObject({ status: 'FAIL', reason: expect.stringMatching(/timed out/) });
    expect(String(aborted)).toMatch(/timed out/);
  });

  it('turns outcomes into results: a recommended failure is a WARN', async () => {
    const ctx = () => ({});
    const fail = () => {
      throw new CheckFailed('got HTTP 200');
    };
    expect(
      await runCheck(
        check(() => 'fine'),
        ctx,
        { timeoutMs: 1000 },
      ),
    ).toMatchObject({ status: 'PASS', reason: 'fine' });
    expect(await runCheck(check(fail), ctx, { timeoutMs: 1000 })).toMatchObject({ status: 'FAIL', reason: 'got HTTP 200' });
    expect(await runCheck(check(fail, true), ctx, { timeoutMs: 1000 })).toMatchObject({
      status: 'WARN',
      reason: 'recommended: got HTTP 200',
    });
    expect(
      await runCheck(
        check(() => warn('ignored')),
        ctx,
        { timeoutMs: 1000 },
      ),
    ).toMatchObject({ status: 'WARN' });
    expect(
      await runCheck(
        check(() => {
          throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
        }),
        ctx,
        { timeoutMs: 1000 },
      ),
    ).toMatchObject({ status: 'FAIL', reason: 'fetch failed (ECONNREFUSED)' });
  });
});

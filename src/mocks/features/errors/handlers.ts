import { HttpResponse } from 'msw';
import { clock } from '@/mocks/clock';
import { badRequest, beaconEnvelope, isRecord, keepNewest, readBeacon } from '@/mocks/beacon';
import { ApiError, fail, GATEWAY_PREFIX, route } from '@/mocks/gateway';
import { errorReports, type ErrorReportRow } from './tables';

/** Where the app's reporter sends its batches, and where browsers post CSP reports (docs/contract.md section 9). */
export const ERRORS_PATH = '/service-xzyd/anon/client/errors';
export const CSP_REPORT_PATH = '/service-xzyd/anon/client/csp';

const MAX_SKEW_S = 300;
/** The emulator keeps the newest reports only (its tables live in localStorage). */
export const KEEP_ERROR_REPORTS = 300;
const MAX_BATCH = 20;
const KINDS = ['render', 'error', 'rejection', 'chunk', 'call', 'csp'] as const;
/** What no report may hold: a run of 11 or more digits (a mobile, an id number) or an address's query. */
const PERSONAL = /\d{11,}|\d{17}[Xx]|\?[^\s'"]*=/;
const ROUTE = /^\/[\w/*.-]{0,99}$/;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const whole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** A text field of a report: absent, or a string of at most `max` characters with nothing personal. */
function field(v: unknown, max: number, what: string, required = false): string | null {
  if (v === undefined || v === null) {
    if (required) fail(`${what}无效`);
    return null;
  }
  if (typeof v !== 'string' || v.length > max || (required && !v)) fail(`${what}无效`);
  if (PERSONAL.test(v as string)) fail(`${what}含个人信息`);
  return v as string;
}

type Stored = Omit<ErrorReportRow, 'id' | 'receivedAt'>;

/** Checks a batch like a real server would; throws ApiError with the reason. */
function readBatch(b: Record<string, unknown>): Stored[] {
  const buildId = text(b.buildId);
  if (!buildId || !/^[\w.-]{1,64}$/.test(buildId)) fail('版本标识无效');
  const userAgent = field(b.userAgent, 300, '浏览器标识');
  if (!whole(b.dropped) || b.dropped < 0 || b.dropped > 100_000) fail('丢弃数无效');
  if (!Array.isArray(b.reports) || b.reports.length < 1 || b.reports.length > MAX_BATCH) fail('错误报告数量无效');
  return (b.reports as unknown[]).map((r) => {
    if (!isRecord(r)) fail('错误报告无效');
    const x = r as Record<string, unknown>;
    if (!KINDS.includes(x.kind as (typeof KINDS)[number])) fail('错误类型无效');
    const route = text(x.route);
    if (!route || !ROUTE.test(route)) fail('页面路径无效');
    if (!Array.isArray(x.trail) || x.trail.length > 10 || !x.trail.every((p) => typeof p === 'string' && ROUTE.test(p)))
      fail('访问轨迹无效');
    if (!whole(x.count) || x.count < 1 || x.count > 100_000) fail('次数无效');
    if (!whole(x.at) || x.at <= 0 || x.at > Date.now() + MAX_SKEW_S * 1000) fail('发生时间无效');
    return {
      via: 'reporter',
      kind: x.kind as ErrorReportRow['kind'],
      message: field(x.message, 301, '错误信息', true) as string,
      stack: field(x.stack, 1500, '调用栈'),
      detail: field(x.detail, 61, '错误细节'),
      source: field(x.source, 301, '错误来源'),
      route: route as string,
      trail: x.trail as string[],
      count: x.count as number,
      buildId,
      userAgent,
      at: x.at as number,
    } satisfies Stored;
  });
}

/** An address as a report may keep it: no query, no fragment, digit runs taken out. */
function scrubAddress(v: unknown): string {
  const s = typeof v === 'string' ? v : '';
  return s
    .split(/[?#]/)[0]
    .replace(/\d{4,}/g, '*')
    .slice(0, 200);
}

/**
 * A CSP violation as the browser posts it: `application/csp-report` (`{"csp-report": {...}}`,
 * report-uri) or `application/reports+json` (`[{type: "csp-violation", body: {...}}]`, report-to).
 * Only the directive and the addresses without their queries are kept.
 */
function readCspReports(body: unknown, userAgent: string | null): Stored[] {
  const bodies: Record<string, unknown>[] = [];
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const r = body['csp-report'];
    bodies.push({
      directive: r['effective-directive'] ?? r['violated-directive'],
      blocked: r['blocked-uri'],
      file: r['source-file'],
      line: r['line-number'],
    });
  } else if (Array.isArray(body)) {
    for (const item of body.slice(0, MAX_BATCH)) {
      if (!isRecord(item) || item.type !== 'csp-violation' || !isRecord(item.body)) continue;
      bodies.push({
        directive: item.body.effectiveDirective,
        blocked: item.body.blockedURL,
        file: item.body.sourceFile,
        line: item.body.lineNumber,
      });
    }
  }
  return bodies
    .filter((b) => typeof b.directive === 'string' && /^[a-z-]{3,40}$/.test(b.directive))
    .map((b) => {
      const directive = b.directive as string;
      const file = scrubAddress(b.file);
      return {
        via: 'browser',
        kind: 'csp',
        message: `${directive} blocked`,
        stack: null,
        detail: directive,
        source: `${scrubAddress(b.blocked)}${file ? ` ${file}:${whole(b.line) ? b.line : 0}` : ''}`,
        route: '/',
        trail: [],
        count: 1,
        buildId: null,
        userAgent: userAgent ? userAgent.replace(/\d{4,}/g, '*').slice(0, 300) : null,
        at: Date.now(),
      } satisfies Stored;
    });
}

let seq = 0;
function store(rows: Stored[]): string[] {
  const receivedAt = clock.now();
  const ids = rows.map((r) => {
    seq += 1;
    const id = `E${receivedAt.toString(36)}${seq.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    errorReports.insert({ id, ...r, receivedAt });
    return id;
  });
  keepNewest(errorReports, KEEP_ERROR_REPORTS);
  return ids;
}

export const handlers = [
  /** The app's error reports (docs/contract.md section 9): a beacon `{ auth, report: batch }` as JSON text. */
  route('post', `*${GATEWAY_PREFIX}${ERRORS_PATH}`, async ({ request }) => {
    const beacon = await readBeacon(request);
    if ('refused' in beacon) return beacon.refused;
    try {
      const ids = store(readBatch(beacon.report));
      return beaconEnvelope(200, 'success', { stored: ids.length });
    } catch (e) {
      if (e instanceof ApiError) return beaconEnvelope(e.code, e.message);
      throw e;
    }
  }),
  /** CSP violations the browser posts itself (the policy's report-uri / report-to): unsigned, answered 204. */
  route('post', `*${GATEWAY_PREFIX}${CSP_REPORT_PATH}`, async ({ request }) => {
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/csp-report' && type !== 'application/reports+json' && type !== 'application/json') return badRequest();
    const raw = await request.text();
    if (raw.length > 64 * 1024) return HttpResponse.json({ code: 413, message: '上传内容过大' }, { status: 413 });
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return badRequest();
    }
    const rows = readCspReports(body, request.headers.get('user-agent'));
    if (!rows.length) return badRequest();
    store(rows);
    return new HttpResponse(null, { status: 204 });
  }),
];

import { HttpResponse } from 'msw';
import { clock } from '@/mocks/clock';
import { applyFaults, ApiError, beaconSigned, fail, GATEWAY_PREFIX, route, sessions } from '@/mocks/gateway';
import { usageReports, type UsageReportRow } from './tables';

/** Where the app's beacon reports usage duration (docs/usage.md). */
export const USAGE_DURATION_PATH = '/service-xzyd/anon/usage/duration';

const MAX_SKEW_S = 300;
const MIN_SPAN_MS = 1000;
const MAX_SPAN_MS = 24 * 60 * 60 * 1000;
/** The emulator keeps the newest reports only (its tables live in localStorage). */
export const KEEP_REPORTS = 500;

const envelope = (code: number, message: string, data: unknown = null) =>
  HttpResponse.json(code === 200 ? { code, message, data } : { code, message });

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The user of the body's session, or null: the path is anonymous, an ended session counts as a visitor. */
function userOf(auth: Record<string, unknown>): string | null {
  const token = text(auth.ow_token);
  if (!token) return null;
  const s = sessions.get(token);
  return s && s.secret === text(auth.ow_secret) && s.expiresAt >= Date.now() ? s.userId : null;
}

const whole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** Checks a report like a real server; throws ApiError with the reason. */
function readReport(r: Record<string, unknown>): Omit<UsageReportRow, 'id' | 'userId' | 'receivedAt'> {
  const visitId = text(r.visitId);
  if (!visitId || !/^[A-Za-z0-9-]{8,64}$/.test(visitId)) fail('访问标识无效');
  if (!whole(r.seq) || r.seq < 1 || r.seq > 100_000) fail('时段序号无效');
  if (!whole(r.startedAt) || !whole(r.endedAt) || r.startedAt <= 0 || r.endedAt <= r.startedAt) fail('起止时间无效');
  if ((r.endedAt as number) > Date.now() + MAX_SKEW_S * 1000) fail('结束时间晚于当前时间');
  if (!whole(r.durationMs) || r.durationMs < MIN_SPAN_MS || r.durationMs > MAX_SPAN_MS) fail('使用时长无效');
  if ((r.durationMs as number) > (r.endedAt as number) - (r.startedAt as number)) fail('使用时长超过起止时间');
  const route = text(r.route);
  // A path only: a query could carry a ticket or secret, which a report must never hold.
  if (!route || !/^\/[A-Za-z0-9/_-]{0,99}$/.test(route)) fail('页面路径无效');
  const fixedArea = r.fixedArea === undefined || r.fixedArea === null ? null : text(r.fixedArea);
  if (fixedArea !== null && !/^\d{6}$/.test(fixedArea)) fail('区域编码无效');
  if (r.reason !== 'hidden' && r.reason !== 'pagehide') fail('上报原因无效');
  return {
    visitId: visitId as string,
    seq: r.seq as number,
    startedAt: r.startedAt as number,
    endedAt: r.endedAt as number,
    durationMs: r.durationMs as number,
    route: route as string,
    fixedArea,
    reason: r.reason as UsageReportRow['reason'],
  };
}

function prune(): void {
  const rows = usageReports.all();
  if (rows.length <= KEEP_REPORTS) return;
  rows.sort((a, b) => a.receivedAt - b.receivedAt);
  for (const old of rows.slice(0, rows.length - KEEP_REPORTS)) usageReports.remove(old.id);
}

export const handlers = [
  /**
   * Usage duration (docs/spec-rules.md section 4), sent by `navigator.sendBeacon` as JSON text
   * `{ auth, report }`. A span already stored is answered again and not stored twice.
   */
  route('post', `*${GATEWAY_PREFIX}${USAGE_DURATION_PATH}`, async ({ request }) => {
    const faulted = await applyFaults(new URL(request.url).pathname);
    if (faulted) return faulted;
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return HttpResponse.json({ code: 400, message: '请求格式错误' }, { status: 400 });
    }
    if (!isRecord(body) || !isRecord(body.auth) || !isRecord(body.report))
      return HttpResponse.json({ code: 400, message: '请求格式错误' }, { status: 400 });
    if (!beaconSigned(body.auth, body.report)) return envelope(403, '请求签名错误');
    try {
      const report = readReport(body.report);
      const id = `${report.visitId}.${report.seq}`;
      const known = usageReports.get(id);
      if (known) return envelope(200, 'success', { id, duplicate: true });
      usageReports.insert({ id, ...report, userId: userOf(body.auth), receivedAt: clock.now() });
      prune();
      return envelope(200, 'success', { id, duplicate: false });
    } catch (e) {
      if (e instanceof ApiError) return envelope(e.code, e.message);
      throw e;
    }
  }),
];

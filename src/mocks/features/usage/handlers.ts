import { clock } from '@/mocks/clock';
import { beaconEnvelope, keepNewest, readBeacon } from '@/mocks/beacon';
import { ApiError, fail, GATEWAY_PREFIX, route, sessions } from '@/mocks/gateway';
import { usageReports, type UsageReportRow } from './tables';

/** Where the app's beacon reports usage duration (docs/usage.md). */
export const USAGE_DURATION_PATH = '/service-xzyd/anon/usage/duration';

const MAX_SKEW_S = 300;
const MIN_SPAN_MS = 1000;
const MAX_SPAN_MS = 24 * 60 * 60 * 1000;
/** The emulator keeps the newest reports only (its tables live in localStorage). */
export const KEEP_REPORTS = 500;

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

export const handlers = [
  /**
   * Usage duration (docs/spec-rules.md section 4), sent by `navigator.sendBeacon` as JSON text
   * `{ auth, report }`. A span already stored is answered again and not stored twice.
   */
  route('post', `*${GATEWAY_PREFIX}${USAGE_DURATION_PATH}`, async ({ request }) => {
    const beacon = await readBeacon(request);
    if ('refused' in beacon) return beacon.refused;
    try {
      const report = readReport(beacon.report);
      const id = `${report.visitId}.${report.seq}`;
      const known = usageReports.get(id);
      if (known) return beaconEnvelope(200, 'success', { id, duplicate: true });
      usageReports.insert({ id, ...report, userId: userOf(beacon.auth), receivedAt: clock.now() });
      keepNewest(usageReports, KEEP_REPORTS);
      return beaconEnvelope(200, 'success', { id, duplicate: false });
    } catch (e) {
      if (e instanceof ApiError) return beaconEnvelope(e.code, e.message);
      throw e;
    }
  }),
];

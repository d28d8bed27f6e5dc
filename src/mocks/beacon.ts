import { HttpResponse } from 'msw';
import type { Row, Table } from './db/store';
import { applyFaults, beaconSigned } from './gateway';

/** The answer of a beacon's path: the envelope `{ code, message, data }` (`data` on success only), with HTTP 200. */
export const beaconEnvelope = (code: number, message: string, data: unknown = null) =>
  HttpResponse.json(code === 200 ? { code, message, data } : { code, message });

/** A body that is not what the path reads: HTTP 400. */
export const badRequest = () => HttpResponse.json({ code: 400, message: '请求格式错误' }, { status: 400 });

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A beacon's body as the gateway server reads it (docs/contract.md section 2): the path's faults
 * first, then JSON text `{ auth, report }` whose `auth` signs the report (beaconSigned). Either
 * the two parts, or the answer to send instead.
 */
export async function readBeacon(
  request: Request,
): Promise<{ auth: Record<string, unknown>; report: Record<string, unknown> } | { refused: Response }> {
  const faulted = await applyFaults(new URL(request.url).pathname);
  if (faulted) return { refused: faulted };
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return { refused: badRequest() };
  }
  if (!isRecord(body) || !isRecord(body.auth) || !isRecord(body.report)) return { refused: badRequest() };
  if (!beaconSigned(body.auth, body.report)) return { refused: beaconEnvelope(403, '请求签名错误') };
  return { auth: body.auth, report: body.report };
}

/** Keeps the newest `keep` rows of a table of received reports (the emulator's tables live in localStorage). */
export function keepNewest<T extends Row & { receivedAt: number }>(table: Table<T>, keep: number): void {
  const rows = table.all();
  if (rows.length <= keep) return;
  rows.sort((a, b) => a.receivedAt - b.receivedAt);
  for (const old of rows.slice(0, rows.length - keep)) table.remove(old.id);
}

import { env } from '@/config/env';
import { getSession } from '../storage/storage';
import { signingSource } from './client';
import { computeSign, makeTimestamp, signRequest } from './signing';

/**
 * The signing headers of docs/contract.md section 2, carried in the body: `navigator.sendBeacon`
 * cannot set headers. Same names and values as the headers; `sign` hashes `report`'s fields.
 */
export interface BeaconAuth {
  token: string;
  secret: string;
  timestamp: string;
  sign: string;
  ow_token?: string;
  ow_secret?: string;
}

/** What a beacon sends: `{ auth, report }` as JSON text (docs/usage.md). */
export interface BeaconBody<R> {
  auth: BeaconAuth;
  report: R;
}

/** The body of a signed beacon: a pure function of the report, random, clock, prefix and session. */
export function beaconBody<R extends object>(
  report: R,
  input: { random: string; timestamp: string; prefix: string; session: { token: string; secret: string } | null },
): BeaconBody<R> {
  const params = report as Record<string, unknown>;
  const headers = signRequest({ method: 'POST', path: '', params, ...input });
  const auth: BeaconAuth = {
    token: headers.token,
    secret: headers.secret,
    timestamp: headers.timestamp,
    // Always signed, whatever the path: the body is all the server has to check.
    sign: computeSign(params, input.random),
  };
  if (headers.ow_token) {
    auth.ow_token = headers.ow_token;
    auth.ow_secret = headers.ow_secret;
  }
  return { auth, report };
}

/** How a beacon left: sendBeacon queued it, the keepalive fetch took it, or neither could. */
export type BeaconWay = 'beacon' | 'fetch' | 'none';

export interface BeaconDeps {
  navigator?: Pick<Navigator, 'sendBeacon'> | Partial<Navigator>;
  fetch?: typeof fetch;
  base?: string;
  /** Leaves the session out of the body (error reports: docs/contract.md section 9). */
  anonymous?: boolean;
}

/**
 * Sends a report that must leave while the page goes away (`pagehide`, hidden): sendBeacon, and
 * where it is missing, throws or refuses the payload, `fetch` with `keepalive`. The body is JSON
 * sent as text/plain (no preflight to a gateway on another origin); nothing goes in the address.
 * Fire and forget: it never throws and never waits for the answer.
 */
export function sendGatewayBeacon(path: string, report: object, deps: BeaconDeps = {}): BeaconWay {
  let url: string;
  let text: string;
  try {
    url = new URL(`${deps.base ?? env.gatewayBase}${path}`, window.location.href).toString();
    text = JSON.stringify(
      beaconBody(report, {
        random: signingSource.random(),
        timestamp: makeTimestamp(signingSource.now()),
        prefix: env.signPrefix,
        session: deps.anonymous ? null : getSession(),
      }),
    );
  } catch {
    return 'none';
  }
  const nav = deps.navigator ?? (typeof navigator === 'undefined' ? undefined : navigator);
  if (nav && typeof nav.sendBeacon === 'function') {
    try {
      if (nav.sendBeacon(url, text)) return 'beacon';
    } catch {
      // Some browsers throw on sendBeacon (blocked, page frozen): the fetch below is the way out.
    }
  }
  const doFetch = deps.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  if (!doFetch) return 'none';
  try {
    void doFetch(url, {
      method: 'POST',
      body: text,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
    return 'fetch';
  } catch {
    return 'none';
  }
}

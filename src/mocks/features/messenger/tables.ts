import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { clock } from '@/mocks/clock';
import { defineTable, type Row } from '@/mocks/db/store';

/** A messenger official account the gateway signs JS-SDK pages for. */
export interface WxAppRow extends Row {
  /** = appId */
  id: string;
  name: string;
  /** The root area whose pages use this account by default (defaultAppId). */
  rootArea: string;
  /** JS safe domains (hosts); the gateway's own host is always one. */
  domains: string[];
  /** The current jsapi_ticket, issued by the messenger platform; '' until first asked. */
  jsapiTicket: string;
  /** Emulator-clock ms when the ticket expires (the platform's 7200 s). */
  ticketExpiresAt: number;
}

/** Every signature issued: what the page asked to have signed, for tests and support. */
export interface SignLogRow extends Row {
  appId: string;
  url: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export const TICKET_TTL_MS = 7200_000;

export const wxApps = defineTable<WxAppRow>('wxApps', () => [
  { id: 'wx-demo-appid', name: '天津政务服务', rootArea: '120000', domains: [], jsapiTicket: '', ticketExpiresAt: 0 },
]);
export const signLog = defineTable<SignLogRow>('wxSignLog');

export function randomText(length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(Math.random() * alphabet.length)];
  return out;
}

/** The account's live jsapi_ticket: a new one when the last has expired on the emulator's clock. */
export function jsapiTicketOf(appId: string): string {
  const app = wxApps.get(appId);
  if (!app) throw new Error(`no messenger app ${appId}`);
  if (app.jsapiTicket && app.ticketExpiresAt > clock.now()) return app.jsapiTicket;
  const jsapiTicket = `kgt8ON7yVITDhtdwci0qe${randomText(64)}`;
  wxApps.update(appId, { jsapiTicket, ticketExpiresAt: clock.now() + TICKET_TTL_MS });
  return jsapiTicket;
}

/** The messenger's JS-SDK signature: sha1 of the four fields, sorted by name and joined with `&`. */
export function jsapiSignature(f: { jsapiTicket: string; nonceStr: string; timestamp: number; url: string }): string {
  const fields: Record<string, string> = {
    jsapi_ticket: f.jsapiTicket,
    noncestr: f.nonceStr,
    timestamp: String(f.timestamp),
    url: f.url,
  };
  const text = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return bytesToHex(sha1(utf8ToBytes(text)));
}

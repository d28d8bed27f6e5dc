import { ws } from 'msw';
import { runDue } from '@/mocks/clock';
import { reloadFromPersistence } from '@/mocks/db/store';
import { ApiError, sessions } from '@/mocks/gateway';
import { notifyLocal, onLocalChange, ringingCallsTo, storeMessage, toMessage, touchPresence, unreadOf } from './domain';
import { messages, signals } from './tables';

/** The socket of docs/contract.md section 7, served on the page's own origin (`/gw/im/socket`). */
export const imSocket = ws.link(/\/gw\/im\/socket$/);

/** How often a connection looks for what other tabs (and the clock) produced. */
export const PUMP_MS = 400;

/** A socket connection as msw's `ws` API and the `ws` package both give it. */
export interface SocketClient {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
  addEventListener(type: 'close', fn: () => void): void;
}

const open = new Set<{ client: SocketClient; drop(): void }>();

/** The emulator's view of the network: offline closes every socket (Playwright's setOffline does not reach a socket the page emulates). */
export function dropAllSockets(): void {
  [...open].forEach((c) => c.drop());
}

if (typeof window !== 'undefined') window.addEventListener('offline', dropAllSockets);

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const send = (client: SocketClient, frame: unknown) => client.send(JSON.stringify(frame));

export const socketHandler = imSocket.addEventListener('connection', ({ client }) => {
  serveConnection(client as unknown as SocketClient);
});

export interface ConnectionOptions {
  /** How often the connection looks for what changed without a local write (the clock). */
  pumpMs?: number;
  /**
   * Whether a pump brings the clock's work up to date first (the page's emulator has no timer of its
   * own); the gateway server's ticker does it once a second instead (docs/gateway-load.md).
   */
  clock?: boolean;
}

/** A connection once authenticated: whose it is, and what it has told its user so far. */
interface Live {
  c: SocketClient;
  userId: string;
  delivered: number;
  unreadSent: string;
}

/** Sends what is new for the user: messages, call signals, the unread counts when they changed. */
function deliver(x: Live, clock: boolean): void {
  // Other tabs' writes reach this tab's tables through the store's BroadcastChannel; this only reads.
  if (clock) runDue();
  touchPresence(x.userId);
  const fresh = messages.filter((m) => m.toId === x.userId && m.msgIdx > x.delivered).sort((a, b) => a.msgIdx - b.msgIdx);
  for (const m of fresh) {
    x.delivered = Math.max(x.delivered, m.msgIdx);
    send(x.c, { type: 'msg', data: toMessage(m) });
  }
  for (const s of signals.filter((row) => row.toId === x.userId)) {
    signals.remove(s.id);
    send(x.c, { type: 'signal', callId: s.callId, fromId: s.fromId, sdp: s.sdp, candidate: s.candidate, media: s.media });
  }
  const unread = JSON.stringify(unreadOf(x.userId));
  if (unread !== x.unreadSent) {
    x.unreadSent = unread;
    send(x.c, { type: 'unread', data: JSON.parse(unread) as unknown });
  }
}

/** A frame as the client sent it: a JSON object, or null. */
function parseFrame(data: unknown): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(String(data));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The user of the auth frame's session, or '' when it names none that is live. */
function authenticate(frame: Record<string, unknown>): string {
  reloadFromPersistence();
  const s = sessions.get(String(frame.token ?? ''));
  return s && s.secret === frame.secret && s.expiresAt >= Date.now() ? s.userId : '';
}

/** A `send` frame: the message stored, then acknowledged (or refused with the gateway's reason). */
function acceptMessage(x: Live, frame: Record<string, unknown>): void {
  const data = (frame.data ?? {}) as Record<string, unknown>;
  const tmpId = String(data.tmpId ?? '');
  if (!tmpId) return send(x.c, { type: 'error', code: 400, message: '消息缺少tmpId' });
  try {
    const row = storeMessage({
      fromId: x.userId,
      toId: String(data.toId ?? ''),
      topic: String(data.topic ?? ''),
      type: String(data.type ?? ''),
      content: String(data.content ?? ''),
      tmpId,
    });
    send(x.c, { type: 'ack', tmpId, msgIdx: row.msgIdx, createTime: row.createTime, content: row.content });
  } catch (e) {
    send(x.c, { type: 'nack', tmpId, message: e instanceof ApiError ? e.message : '发送失败' });
  }
}

/** A `signal` frame (a call's offer, answer or candidate): kept for the peer, whose connection delivers it. */
function acceptSignal(x: Live, frame: Record<string, unknown>): void {
  const toId = String(frame.toId ?? '');
  const callId = String(frame.callId ?? '');
  const media = frame.media === 'audio' || frame.media === 'video' ? frame.media : undefined;
  if (!toId || !callId) return send(x.c, { type: 'error', code: 400, message: '信令缺少toId或callId' });
  signals.insert({
    id: `${callId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    fromId: x.userId,
    toId,
    callId,
    sdp: frame.sdp,
    candidate: frame.candidate,
    media,
    at: Date.now(),
  });
  notifyLocal(toId);
}

/** A frame after the auth frame. */
function answerFrame(x: Live, frame: Record<string, unknown>): void {
  if (frame.type === 'ping') send(x.c, { type: 'pong' });
  else if (frame.type === 'send') acceptMessage(x, frame);
  else if (frame.type === 'signal') acceptSignal(x, frame);
  else send(x.c, { type: 'error', code: 400, message: '未知的消息类型' });
}

/**
 * One socket connection of the protocol (docs/messaging.md): the auth frame first, then live
 * messages, signals and unread counts. The same for the page's emulator and the gateway server.
 */
export function serveConnection(c: SocketClient, { pumpMs = PUMP_MS, clock = true }: ConnectionOptions = {}): void {
  if (isOffline()) {
    c.close(4002, 'offline');
    return;
  }
  const x: Live = { c, userId: '', delivered: 0, unreadSent: '' };
  let timer: ReturnType<typeof setInterval> | null = null;
  const authTimer = setTimeout(() => c.close(4001, 'auth timeout'), 10_000);

  let pumping = false;
  const pump = () => {
    if (!x.userId || pumping) return;
    pumping = true;
    try {
      deliver(x, clock);
    } finally {
      pumping = false;
    }
  };

  const entry = {
    client: c,
    drop: () => {
      cleanup();
      c.close(4003, 'network');
    },
  };
  let stopLocal: (() => void) | null = null;
  const cleanup = () => {
    clearTimeout(authTimer);
    if (timer) clearInterval(timer);
    timer = null;
    stopLocal?.();
    stopLocal = null;
    open.delete(entry);
  };
  open.add(entry);

  c.addEventListener('message', (event) => {
    const frame = parseFrame(event.data);
    if (!frame) return send(c, { type: 'error', code: 400, message: '消息格式错误' });
    if (x.userId) return answerFrame(x, frame);
    if (frame.type !== 'auth') return send(c, { type: 'error', code: 401, message: '请先发送认证帧' });
    const userId = authenticate(frame);
    clearTimeout(authTimer);
    if (!userId) {
      send(c, { type: 'authFail', code: 401 });
      cleanup();
      // After the frame: msw dispatches a close before a message still queued, a real socket does not.
      setTimeout(() => c.close(4401, 'authFail'), 50);
      return;
    }
    x.userId = userId;
    // Live from now on: what came before, the app reads from msglist.
    x.delivered = messages.all().reduce((max, m) => (m.toId === userId ? Math.max(max, m.msgIdx) : max), 0);
    send(c, { type: 'authOk', userId });
    // Except a call still ringing: the caller rang before this socket was there (docs/messaging.md).
    for (const call of ringingCallsTo(userId)) send(c, { type: 'msg', data: toMessage(call) });
    pump();
    timer = setInterval(pump, pumpMs);
    stopLocal = onLocalChange(pump, userId);
  });
  c.addEventListener('close', cleanup);
}

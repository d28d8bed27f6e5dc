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

/**
 * One socket connection of the protocol (docs/messaging.md): the auth frame first, then live
 * messages, signals and unread counts. The same for the page's emulator and the gateway server.
 */
export function serveConnection(c: SocketClient, { pumpMs = PUMP_MS, clock = true }: ConnectionOptions = {}): void {
  if (isOffline()) {
    c.close(4002, 'offline');
    return;
  }
  let userId = '';
  let delivered = 0;
  let unreadSent = '';
  let timer: ReturnType<typeof setInterval> | null = null;
  const authTimer = setTimeout(() => c.close(4001, 'auth timeout'), 10_000);

  let pumping = false;
  const pump = () => {
    if (!userId || pumping) return;
    pumping = true;
    try {
      deliver();
    } finally {
      pumping = false;
    }
  };
  // Other tabs' writes reach this tab's tables through the store's BroadcastChannel; this only reads.
  const deliver = () => {
    if (clock) runDue();
    touchPresence(userId);
    const fresh = messages.filter((m) => m.toId === userId && m.msgIdx > delivered).sort((a, b) => a.msgIdx - b.msgIdx);
    for (const m of fresh) {
      delivered = Math.max(delivered, m.msgIdx);
      send(c, { type: 'msg', data: toMessage(m) });
    }
    for (const s of signals.filter((x) => x.toId === userId)) {
      signals.remove(s.id);
      send(c, { type: 'signal', callId: s.callId, fromId: s.fromId, sdp: s.sdp, candidate: s.candidate, media: s.media });
    }
    const unread = JSON.stringify(unreadOf(userId));
    if (unread !== unreadSent) {
      unreadSent = unread;
      send(c, { type: 'unread', data: JSON.parse(unread) as unknown });
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
    let frame: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(String(event.data));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      frame = parsed as Record<string, unknown>;
    } catch {
      send(c, { type: 'error', code: 400, message: '消息格式错误' });
      return;
    }
    if (!userId) {
      if (frame.type !== 'auth') {
        send(c, { type: 'error', code: 401, message: '请先发送认证帧' });
        return;
      }
      reloadFromPersistence();
      const s = sessions.get(String(frame.token ?? ''));
      clearTimeout(authTimer);
      if (!s || s.secret !== frame.secret || s.expiresAt < Date.now()) {
        send(c, { type: 'authFail', code: 401 });
        cleanup();
        // After the frame: msw dispatches a close before a message still queued, a real socket does not.
        setTimeout(() => c.close(4401, 'authFail'), 50);
        return;
      }
      userId = s.userId;
      // Live from now on: what came before, the app reads from msglist.
      delivered = messages.all().reduce((max, m) => (m.toId === userId ? Math.max(max, m.msgIdx) : max), 0);
      send(c, { type: 'authOk', userId });
      // Except a call still ringing: the caller rang before this socket was there (docs/messaging.md).
      for (const call of ringingCallsTo(userId)) send(c, { type: 'msg', data: toMessage(call) });
      pump();
      timer = setInterval(pump, pumpMs);
      stopLocal = onLocalChange(pump, userId);
      return;
    }
    switch (frame.type) {
      case 'ping':
        send(c, { type: 'pong' });
        return;
      case 'send': {
        const data = (frame.data ?? {}) as Record<string, unknown>;
        const tmpId = String(data.tmpId ?? '');
        if (!tmpId) {
          send(c, { type: 'error', code: 400, message: '消息缺少tmpId' });
          return;
        }
        try {
          const row = storeMessage({
            fromId: userId,
            toId: String(data.toId ?? ''),
            topic: String(data.topic ?? ''),
            type: String(data.type ?? ''),
            content: String(data.content ?? ''),
            tmpId,
          });
          send(c, { type: 'ack', tmpId, msgIdx: row.msgIdx, createTime: row.createTime, content: row.content });
        } catch (e) {
          send(c, { type: 'nack', tmpId, message: e instanceof ApiError ? e.message : '发送失败' });
        }
        return;
      }
      case 'signal': {
        const toId = String(frame.toId ?? '');
        const callId = String(frame.callId ?? '');
        const media = frame.media === 'audio' || frame.media === 'video' ? frame.media : undefined;
        if (!toId || !callId) {
          send(c, { type: 'error', code: 400, message: '信令缺少toId或callId' });
          return;
        }
        signals.insert({
          id: `${callId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          fromId: userId,
          toId,
          callId,
          sdp: frame.sdp,
          candidate: frame.candidate,
          media,
          at: Date.now(),
        });
        notifyLocal(toId);
        return;
      }
      default:
        send(c, { type: 'error', code: 400, message: '未知的消息类型' });
        return;
    }
  });
  c.addEventListener('close', cleanup);
}

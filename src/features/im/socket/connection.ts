import { isTransientFailure } from '@/lib/http/errors';
import { reconnectDelay } from '../backoff';
import type { Outbox, OutboxItem } from '../outbox';
import { useImStore } from '../stores/im-store';
import { callContent, lastIdx, peerOf } from '../thread';
import type { ClientFrame, IMMessage, OutgoingMessage, ServerFrame } from '../types';

/** The part of a WebSocket the connection uses (tests pass their own). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
}

export const HEARTBEAT_MS = 25_000;
export const PONG_TIMEOUT_MS = 10_000;
/** An unacknowledged send on a live socket is shown failed (with retry) after this long. */
export const ACK_TIMEOUT_MS = 15_000;
const OPEN = 1;

export interface ConnectionDeps {
  url: string;
  /** The session's token and secret (sessionStorage), or null when there is none. */
  credentials(): { token: string; secret: string } | null;
  outbox: Outbox;
  /** Messages of a conversation after `afterIdx` (`GET /im/msg/auth/msglist`). */
  history(peerId: string, afterIdx: number): Promise<IMMessage[]>;
  /** authFail: the session is over (the expired-session path). */
  onAuthFail(): void;
  /** Uploads a queued file (`POST /im/upload/uploadMultipartFile`) with progress 0-100. */
  upload?(file: File, onProgress: (percent: number) => void): Promise<{ url: string; name: string; size: number }>;
  createSocket?(url: string): SocketLike;
  /** Resolves when a socket may be opened (the emulator is installed). */
  ready?(): Promise<unknown>;
  random?(): number;
  now?(): number;
  heartbeatMs?: number;
  pongTimeoutMs?: number;
  ackTimeoutMs?: number;
}

type SignalFrame = Extract<ServerFrame, { type: 'signal' }>;

/**
 * One logged-in session's socket (docs/contract.md section 7): the auth frame first, a heartbeat, reconnect
 * with back-off, resync of open conversations from msglist after every authOk, de-duplication by
 * msgIdx, and the outbox flushed only after authOk.
 */
export class ImConnection {
  private socket: SocketLike | null = null;
  private running = false;
  private authed = false;
  /** The server refused the session (authFail). */
  private refused = false;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private ackTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private authWaiters: { resolve(ok: boolean): void; reject(e: Error): void }[] = [];
  private signalListeners = new Set<(f: SignalFrame) => void>();
  private messageListeners = new Set<(m: IMMessage) => void>();
  /** Files being uploaded now, by tmpId (one upload per file at a time). */
  private uploading = new Set<string>();
  /** How many sockets were opened (tests and the docs' figures). */
  opened = 0;

  constructor(private readonly deps: ConnectionDeps) {}

  private get store() {
    return useImStore.getState();
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Loads the outbox left from before and connects. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.store.setOutbox(await this.deps.outbox.load());
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    void this.connect();
  }

  /** Closes for good (logout, authFail); `clearOutbox` drops what was not sent (logout). */
  async stop(opts: { clearOutbox?: boolean } = {}): Promise<void> {
    this.running = false;
    this.authed = false;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    this.clearTimers();
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onclose = null;
      s.onmessage = null;
      s.close(1000, 'logout');
    }
    this.store.setStatus('closed');
    this.authWaiters.splice(0).forEach((w) => w.resolve(false));
    if (opts.clearOutbox) {
      await this.deps.outbox.clear();
      this.store.setOutbox([]);
    }
  }

  get isAuthed(): boolean {
    return this.authed;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Resolves true at authOk, false after `timeoutMs` or when the socket drops first (it keeps trying); rejects at authFail. */
  whenAuthed(timeoutMs: number): Promise<boolean> {
    if (this.authed) return Promise.resolve(true);
    if (this.refused) return Promise.reject(new SocketAuthError());
    return new Promise<boolean>((resolve, reject) => {
      const waiter = {
        resolve: (ok: boolean) => {
          clearTimeout(timer);
          resolve(ok);
        },
        reject: (e: Error) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      const timer = setTimeout(() => {
        this.authWaiters = this.authWaiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      this.authWaiters.push(waiter);
    });
  }

  /** Whether someone is waiting for the first authOk (the start's "validate the socket"). */
  get hasAuthWaiters(): boolean {
    return this.authWaiters.length > 0;
  }

  onSignal(fn: (f: SignalFrame) => void): () => void {
    this.signalListeners.add(fn);
    return () => this.signalListeners.delete(fn);
  }

  onMessage(fn: (m: IMMessage) => void): () => void {
    this.messageListeners.add(fn);
    return () => this.messageListeners.delete(fn);
  }

  private onOnline = () => {
    // The network is back: try now rather than at the end of the back-off.
    if (!this.running || this.socket) return;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.attempt = 0;
    void this.connect();
  };

  private async connect(): Promise<void> {
    if (!this.running) return;
    this.store.setStatus('connecting');
    await this.deps.ready?.();
    if (!this.running || this.socket) return;
    const creds = this.deps.credentials();
    if (!creds) {
      this.fail();
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket ? this.deps.createSocket(this.deps.url) : (new WebSocket(this.deps.url) as SocketLike);
    } catch {
      this.authWaiters.splice(0).forEach((w) => w.resolve(false));
      this.scheduleReconnect();
      return;
    }
    this.opened += 1;
    this.socket = socket;
    socket.onopen = () => this.transmit({ type: 'auth', token: creds.token, secret: creds.secret }, true);
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onerror = () => undefined;
    socket.onclose = () => this.dropped(socket);
  }

  private dropped(socket: SocketLike): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.authed = false;
    socket.onclose = null;
    socket.onmessage = null;
    this.clearTimers();
    // A socket that could not get through does not hold up whoever waits for authOk (the start).
    this.authWaiters.splice(0).forEach((w) => w.resolve(false));
    if (this.running) this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.store.setStatus('offline');
    const delay = reconnectDelay(this.attempt, this.deps.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.reconnectTimer = null;
    this.heartbeatTimer = null;
    this.pongTimer = null;
    this.ackTimers.forEach((t) => clearTimeout(t));
    this.ackTimers.clear();
  }

  /** Sends a frame; before authOk only the auth frame goes out (nothing is queued in the socket). */
  private transmit(frame: ClientFrame, beforeAuth = false): boolean {
    const s = this.socket;
    if (!s || s.readyState !== OPEN || (!this.authed && !beforeAuth)) return false;
    s.send(JSON.stringify(frame));
    return true;
  }

  private receive(raw: unknown): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(raw)) as ServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'authOk':
        void this.onAuthOk(frame.userId);
        break;
      case 'authFail':
        this.fail();
        break;
      case 'pong':
        if (this.pongTimer) clearTimeout(this.pongTimer);
        this.pongTimer = null;
        break;
      case 'ack':
        void this.onAck(frame.tmpId, frame.msgIdx, frame.createTime, frame.content);
        break;
      case 'nack':
        void this.markFailed(frame.tmpId, frame.message);
        break;
      case 'msg':
        this.onMsg(frame.data);
        break;
      case 'unread':
        this.store.setUnread(frame.data);
        break;
      case 'signal':
        this.signalListeners.forEach((l) => l(frame));
        break;
      default:
        break;
    }
  }

  private fail(): void {
    this.refused = true;
    const waiters = this.authWaiters.splice(0);
    void this.stop();
    if (waiters.length) waiters.forEach((w) => w.reject(new SocketAuthError()));
    else this.deps.onAuthFail();
  }

  private async onAuthOk(userId: string): Promise<void> {
    this.authed = true;
    this.attempt = 0;
    this.store.setUserId(userId);
    this.store.setStatus('authed');
    this.authWaiters.splice(0).forEach((w) => w.resolve(true));
    this.startHeartbeat();
    await this.resync();
    this.flush();
  }

  private startHeartbeat(): void {
    const every = this.deps.heartbeatMs ?? HEARTBEAT_MS;
    const wait = this.deps.pongTimeoutMs ?? PONG_TIMEOUT_MS;
    this.heartbeatTimer = setInterval(() => {
      if (!this.transmit({ type: 'ping' })) return;
      if (this.pongTimer) return;
      this.pongTimer = setTimeout(() => {
        // No pong: the connection is dead even if the socket does not know it yet.
        this.pongTimer = null;
        const s = this.socket;
        if (!s) return;
        this.dropped(s);
        s.close(4000, 'no pong');
      }, wait);
    }, every);
  }

  /** Every open conversation is brought up to date from msglist after its last msgIdx. */
  private async resync(): Promise<void> {
    const threads = this.store.threads;
    await Promise.all(
      Object.keys(threads).map(async (peerId) => {
        try {
          const fresh = await this.deps.history(peerId, lastIdx(this.store.threads[peerId] ?? []));
          this.store.merge(peerId, fresh);
          // A message whose ack was lost with the connection came back in the history.
          for (const m of fresh) if (m.tmpId && this.deps.outbox.get(m.tmpId)) await this.deps.outbox.ack(m.tmpId);
        } catch {
          // A failed resync is retried at the next authOk; the page's own query shows its error.
        }
      }),
    );
    this.store.setOutbox(this.deps.outbox.all());
  }

  private flush(): void {
    for (const item of this.deps.outbox.pending()) this.sendItem(item);
  }

  private sendItem(item: OutgoingMessage & { file?: File }): void {
    if (item.file) {
      void this.uploadThenSend(item.tmpId);
      return;
    }
    const { tmpId, toId, topic, type, content } = item;
    if (!this.transmit({ type: 'send', data: { tmpId, toId, topic, type, content } })) return;
    const old = this.ackTimers.get(tmpId);
    if (old) clearTimeout(old);
    this.ackTimers.set(
      tmpId,
      setTimeout(() => {
        this.ackTimers.delete(tmpId);
        void this.markFailed(tmpId, '发送超时');
      }, this.deps.ackTimeoutMs ?? ACK_TIMEOUT_MS),
    );
  }

  /**
   * A queued file: uploaded only on an authenticated socket (offline it waits for the next authOk),
   * then sent like a text with its address. A refused upload fails the item (retry uploads again);
   * a transient failure leaves it queued.
   */
  private async uploadThenSend(tmpId: string): Promise<void> {
    const item = this.deps.outbox.get(tmpId);
    if (!item?.file || !this.authed || !this.deps.upload || this.uploading.has(tmpId)) return;
    this.uploading.add(tmpId);
    const file = item.file;
    try {
      const stored = await this.deps.upload(file, (percent) => this.store.setProgress(tmpId, percent));
      const next = await this.deps.outbox.update(tmpId, {
        content: JSON.stringify({ name: stored.name || file.name, url: stored.url, size: stored.size || file.size }),
        file: undefined,
      });
      this.store.setOutbox(this.deps.outbox.all());
      if (next && next.state === 'sending') this.sendItem(next);
    } catch (e) {
      if (!isTransientFailure(e)) await this.markFailed(tmpId, e instanceof Error && e.message ? e.message : '上传失败');
    } finally {
      this.uploading.delete(tmpId);
      this.store.setProgress(tmpId, null);
    }
  }

  private async markFailed(tmpId: string, message: string): Promise<void> {
    const t = this.ackTimers.get(tmpId);
    if (t) clearTimeout(t);
    this.ackTimers.delete(tmpId);
    await this.deps.outbox.setState(tmpId, 'failed', message);
    this.store.setOutbox(this.deps.outbox.all());
  }

  private async onAck(tmpId: string, msgIdx: number, createTime: number, stored?: string): Promise<void> {
    const t = this.ackTimers.get(tmpId);
    if (t) clearTimeout(t);
    this.ackTimers.delete(tmpId);
    const item = this.deps.outbox.get(tmpId);
    if (item) {
      const { toId, topic, type } = item;
      // The server may complete what it stored (a checklist comes back with the case it was filed to).
      const content = stored ?? item.content;
      // The server stored it as from the user the socket authenticated as (the outbox's own id is
      // only its storage key, 'anonymous' when no uc user id is kept, e.g. a mobile login).
      const fromId = this.store.userId || item.fromId;
      this.store.merge(toId, [{ msgIdx, tmpId, fromId, toId, topic, type, content, createTime }]);
      await this.deps.outbox.ack(tmpId);
    }
    this.store.setOutbox(this.deps.outbox.all());
  }

  private onMsg(msg: IMMessage): void {
    const me = this.store.userId;
    const peerId = peerOf(msg, me);
    // A call rings once: a reconnect hears a still-ringing call again, which this page already knows.
    const known = (this.store.threads[peerId] ?? []).some((m) => m.msgIdx === msg.msgIdx);
    // Kept even before the conversation's history is loaded: history asked for before this message
    // arrived would not bring it, and the thread merges both.
    this.store.merge(peerId, [msg]);
    if (msg.type === 'call' && msg.fromId !== me && !known) {
      const call = callContent(msg.content);
      if (call) this.store.setIncomingCall({ peerId, msgIdx: msg.msgIdx, call });
    }
    this.messageListeners.forEach((l) => l(msg));
  }

  /** Sends a message: into the outbox first (IndexedDB), then on the socket when it is authenticated. */
  async send(msg: Omit<OutgoingMessage, 'tmpId'> & { tmpId?: string }, makeTmpId: () => string): Promise<string> {
    const tmpId = msg.tmpId ?? makeTmpId();
    const item = await this.deps.outbox.add({ ...msg, tmpId }, this.now());
    this.store.setOutbox(this.deps.outbox.all());
    this.sendItem(item);
    return tmpId;
  }

  /** Sends a file: into the outbox with the file itself, uploaded and sent when the socket is authenticated. */
  async sendFile(msg: { toId: string; topic: string; file: File }, makeTmpId: () => string): Promise<string> {
    const tmpId = makeTmpId();
    const { toId, topic, file } = msg;
    const item: OutboxItem = await this.deps.outbox.add(
      { tmpId, toId, topic, type: 'file', content: JSON.stringify({ name: file.name, size: file.size }) },
      this.now(),
      file,
    );
    this.store.setOutbox(this.deps.outbox.all());
    this.sendItem(item);
    return tmpId;
  }

  /** Sends a failed message again, with the same tmpId. */
  async retry(tmpId: string): Promise<void> {
    const item = await this.deps.outbox.setState(tmpId, 'sending');
    this.store.setOutbox(this.deps.outbox.all());
    if (item) this.sendItem(item);
  }

  /** A WebRTC signalling frame to a peer (only on a live socket). */
  signal(frame: Omit<Extract<ClientFrame, { type: 'signal' }>, 'type'>): boolean {
    return this.transmit({ type: 'signal', ...frame });
  }

  /** Loads a conversation's newest messages into the store, so that it is resynced from now on. */
  track(peerId: string, messages: IMMessage[]): void {
    this.store.merge(peerId, messages);
  }
}

/** The socket refused the session (authFail, a 401). */
export class SocketAuthError extends Error {
  constructor() {
    super('socket authFail');
    this.name = 'SocketAuthError';
  }
}

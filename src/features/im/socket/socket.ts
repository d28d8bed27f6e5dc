import { env } from '@/config/env';
import { waitForRequestGate } from '@/lib/http/client';
import { GatewayError, MESSAGES } from '@/lib/http/errors';
import { reportError } from '@/lib/http/report';
import { getSession, local } from '@/lib/storage/storage';
import { getMsgList } from '../api/get-msg-list';
import { uploadChatFile } from '../api/send-file';
import { Outbox } from '../outbox';
import { idbOutboxStorage } from '../outbox-idb';
import { socketUrl } from '../socket-url';
import { useImStore } from '../stores/im-store';
import { ImConnection, SocketAuthError } from './connection';

/** How long the start's "validate the socket" waits for authOk before it lets the start go on. */
export const AUTH_WAIT_MS = 4000;

let connection: ImConnection | null = null;
let connectedToken = '';
const connectionListeners = new Set<() => void>();

/** The session's socket, if one is open. */
export function currentConnection(): ImConnection | null {
  return connection;
}

/**
 * Calls `fn` each time the session's socket is replaced (opened for a session, or closed): what
 * listens on the socket follows it (a page opened before the socket connected, a new login).
 */
export function onConnectionChange(fn: () => void): () => void {
  connectionListeners.add(fn);
  return () => connectionListeners.delete(fn);
}

function setConnection(next: ImConnection | null): void {
  if (connection === next) return;
  connection = next;
  connectionListeners.forEach((l) => l());
}

/**
 * "Validate the socket" of the spec's start: opens the session's socket (once per session) and waits
 * for its authOk. An authFail rejects with a 401 GatewayError (the session is over); a socket that
 * cannot connect yet does not hold the start up: it keeps reconnecting on its own.
 */
export async function connectSocket(): Promise<void> {
  const creds = getSession();
  if (!creds) return;
  if (connection?.isRunning && connectedToken === creds.token) {
    await waitAuthed(connection);
    return;
  }
  if (connection) await connection.stop();
  useImStore.getState().reset();
  const userId = local.get('userId') ?? 'anonymous';
  connectedToken = creds.token;
  const started = new ImConnection({
    url: socketUrl(env.socketUrl, env.gatewayBase, window.location),
    credentials: () => getSession(),
    outbox: new Outbox(userId, idbOutboxStorage()),
    history: async (peerId, afterIdx) => (await getMsgList({ peerId, afterIdx, size: 50 }, { silent: true })).records,
    upload: (file, onProgress) => uploadChatFile(file, { onProgress, silent: true }),
    onAuthFail: () => reportError(new GatewayError('auth', MESSAGES.expired, { code: 401, status: 401 }), {}),
    ready: waitForRequestGate,
  });
  setConnection(started);
  await started.start();
  await waitAuthed(started);
}

async function waitAuthed(c: ImConnection): Promise<void> {
  try {
    await c.whenAuthed(AUTH_WAIT_MS);
  } catch (e) {
    if (e instanceof SocketAuthError) throw new GatewayError('auth', MESSAGES.expired, { code: 401, status: 401 });
    throw e;
  }
}

/** Closes the socket (logout: what was not sent is dropped with the user's other drafts). */
export async function disconnectSocket(opts: { clearOutbox?: boolean } = {}): Promise<void> {
  const c = connection;
  setConnection(null);
  connectedToken = '';
  if (c) await c.stop(opts);
  useImStore.getState().reset();
}

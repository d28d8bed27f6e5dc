import { create } from 'zustand';
import { registerStoreReset } from '@/lib/stores/registry';
import type { OutboxItem } from '../outbox';
import { mergeThread } from '../thread';
import type { CallContent, IMMessage, UnreadCounts } from '../types';

/** idle: never opened; connecting: opening or authenticating; authed: live; offline: waiting to reconnect; closed: stopped. */
export type SocketStatus = 'idle' | 'connecting' | 'authed' | 'offline' | 'closed';

export interface IncomingCall {
  peerId: string;
  msgIdx: number;
  call: CallContent;
}

export interface ImState {
  status: SocketStatus;
  /** The user the socket authenticated as. */
  userId: string;
  /** Open conversations by peer id: what history and the socket brought, one per msgIdx, ascending. */
  threads: Record<string, IMMessage[]>;
  /** Unacknowledged messages (a mirror of the outbox, for their states on screen). */
  outbox: OutboxItem[];
  /** Upload progress (0-100) of queued files being uploaded, by tmpId. */
  progress: Record<string, number>;
  /** Unread counts the socket pushed last (null until it did). */
  unread: UnreadCounts | null;
  /** A call that came in and is not answered or declined yet. */
  incomingCall: IncomingCall | null;
  setStatus(status: SocketStatus): void;
  setUserId(userId: string): void;
  merge(peerId: string, messages: IMMessage[]): void;
  setOutbox(items: OutboxItem[]): void;
  setProgress(tmpId: string, percent: number | null): void;
  setUnread(unread: UnreadCounts): void;
  setIncomingCall(call: IncomingCall | null): void;
  reset(): void;
}

const initial = {
  status: 'idle' as SocketStatus,
  userId: '',
  threads: {} as Record<string, IMMessage[]>,
  outbox: [] as OutboxItem[],
  progress: {} as Record<string, number>,
  unread: null as UnreadCounts | null,
  incomingCall: null as IncomingCall | null,
};

/**
 * The socket's client state: a live stream, not a copy of a response. History pages are merged in
 * here too, because the socket's messages, resync and acks must de-duplicate against them by msgIdx.
 */
export const useImStore = create<ImState>()((set) => ({
  ...initial,
  setStatus: (status) => set({ status }),
  setUserId: (userId) => set({ userId }),
  merge: (peerId, messages) =>
    set((s) => {
      const before = s.threads[peerId] ?? [];
      const after = mergeThread(before, messages);
      if (after === before && s.threads[peerId]) return s;
      return { threads: { ...s.threads, [peerId]: after } };
    }),
  setOutbox: (outbox) => set({ outbox }),
  setProgress: (tmpId, percent) =>
    set((s) => {
      const progress = { ...s.progress };
      if (percent === null) delete progress[tmpId];
      else progress[tmpId] = percent;
      return { progress };
    }),
  setUnread: (unread) => set({ unread }),
  setIncomingCall: (incomingCall) => set({ incomingCall }),
  reset: () => set(initial),
}));

registerStoreReset(() => useImStore.getState().reset());

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isGatewayError } from '@/lib/http/errors';
import { reportError } from '@/lib/http/report';
import { getMsgList, threadQuery } from '../api/get-msg-list';
import { sessionsQuery } from '../api/get-sessions';
import { allUnreadQuery } from '../api/get-unread';
import { readMsgs } from '../api/read-msgs';
import { makeTmpId, type OutboxItem } from '../outbox';
import { connectSocket, currentConnection } from '../socket/socket';
import { useImStore } from '../stores/im-store';
import type { IMMessage, MsgType } from '../types';

export const PAGE_SIZE = 20;

/** One line of the chat: a stored message, or one waiting in the outbox (a file: with its upload progress). */
export type ChatItem =
  { kind: 'msg'; key: string; msg: IMMessage; mine: boolean } | { kind: 'pending'; key: string; item: OutboxItem; percent?: number };

const EMPTY: IMMessage[] = [];

/** Opens the socket for this page if the start has not (a page opened directly). */
function useSocket() {
  useEffect(() => {
    connectSocket().catch((e: unknown) => {
      if (isGatewayError(e)) reportError(e, {});
    });
  }, []);
}

/** The conversation's pages: the newest from msglist, earlier ones on demand, and how many came before the first. */
function useThreadPages(peerId: string, thread: IMMessage[]) {
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState(false);
  const anchor = useRef<number | null>(null);

  const first = useQuery(threadQuery(peerId, PAGE_SIZE));

  useEffect(() => {
    if (!first.data) return;
    useImStore.getState().merge(peerId, first.data.records);
    setHasMore(first.data.hasMore);
    if (anchor.current === null) anchor.current = first.data.records[0]?.msgIdx ?? Number.MAX_SAFE_INTEGER;
  }, [first.data, peerId]);

  const loadOlder = useCallback(async () => {
    if (loadingOlder || !hasMore || thread.length === 0) return;
    setLoadingOlder(true);
    setOlderError(false);
    try {
      const page = await getMsgList({ peerId, beforeIdx: thread[0].msgIdx, size: PAGE_SIZE }, { silent: true });
      useImStore.getState().merge(peerId, page.records);
      setHasMore(page.hasMore);
    } catch {
      setOlderError(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [hasMore, loadingOlder, peerId, thread]);

  /** How many loaded messages are older than the first page (Virtuoso's firstItemIndex moves by it). */
  const prepended = anchor.current === null ? 0 : thread.filter((m) => m.msgIdx < (anchor.current ?? 0)).length;

  return { first, hasMore, loadingOlder, olderError, loadOlder, prepended };
}

/**
 * One conversation: its newest page from msglist (then kept up to date by the socket and resynced
 * after each reconnect), earlier pages on demand, sends through the outbox, files through the
 * upload, and read marks for what was seen.
 */
export function useChat(peerId: string, topic: string) {
  useSocket();
  const qc = useQueryClient();
  const me = useImStore((s) => s.userId);
  const status = useImStore((s) => s.status);
  const thread = useImStore((s) => s.threads[peerId] ?? EMPTY);
  const outbox = useImStore((s) => s.outbox);
  const progress = useImStore((s) => s.progress);
  const readUpTo = useRef(0);
  const { first, hasMore, loadingOlder, olderError, loadOlder, prepended } = useThreadPages(peerId, thread);

  const items = useMemo<ChatItem[]>(() => {
    const stored = new Set(thread.map((m) => m.tmpId).filter(Boolean));
    const list: ChatItem[] = thread.map((m) => ({ kind: 'msg', key: `m${m.msgIdx}`, msg: m, mine: m.fromId === me }));
    for (const item of outbox) {
      if (item.toId === peerId && !stored.has(item.tmpId))
        list.push({ kind: 'pending', key: `p${item.tmpId}`, item, percent: progress[item.tmpId] });
    }
    return list;
  }, [thread, outbox, progress, me, peerId]);

  const send = useCallback(
    async (type: MsgType, content: string) => {
      const c = currentConnection();
      if (!c) throw new Error('消息服务未连接，请稍后重试');
      await c.send({ toId: peerId, topic, type, content }, makeTmpId);
    },
    [peerId, topic],
  );

  const retry = useCallback((tmpId: string) => void currentConnection()?.retry(tmpId), []);

  /** A file goes through the outbox: sent now when the socket is live, else uploaded and sent when it is back. */
  const sendFileMessage = useCallback(
    async (file: File) => {
      const c = currentConnection();
      if (!c) throw new Error('消息服务未连接，请稍后重试');
      await c.sendFile({ toId: peerId, topic, file }, makeTmpId);
    },
    [peerId, topic],
  );

  /** Read marks for the peer's messages that were on screen. */
  const seen = useCallback(
    (upToIdx: number) => {
      if (upToIdx <= readUpTo.current) return;
      const unread = thread.some((m) => m.fromId === peerId && !m.read && m.msgIdx <= upToIdx);
      readUpTo.current = upToIdx;
      if (!unread) return;
      void readMsgs({ peerId, upToIdx })
        .then((counts) => {
          useImStore.getState().setUnread(counts);
          void qc.invalidateQueries({ queryKey: sessionsQuery().queryKey });
          void qc.invalidateQueries({ queryKey: allUnreadQuery().queryKey });
        })
        .catch(() => {
          readUpTo.current = 0;
        });
    },
    [peerId, qc, thread],
  );

  return {
    me,
    status,
    first,
    items,
    prepended,
    hasMore,
    loadingOlder,
    olderError,
    loadOlder,
    send,
    retry,
    sendFileMessage,
    seen,
  };
}

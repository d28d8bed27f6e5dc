import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { PageShell } from '@/components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { chooseImages } from '@/lib/bridge/bridge';
import { useBridgeReady } from '@/lib/bridge/use-bridge';
import { useDraft } from '@/lib/storage/use-draft';
import { sessionsQuery } from '../api/get-sessions';
import { staffContactsQuery } from '../api/get-staff-contacts';
import { useChat, type ChatItem } from '../hooks/use-chat';
import { summary } from '../thread';
import type { SocketStatus } from '../stores/im-store';
import styles from './im.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { MessageLine } from './message-bubble';

/** Virtuoso counts item indexes from here, so that earlier pages can be put in front. */
const BASE_INDEX = 1_000_000;
export const MAX_TEXT = 1000;

const BANNERS: Partial<Record<SocketStatus, string>> = {
  connecting: '正在连接消息服务…',
  offline: '消息服务连接中断，正在重新连接。您发出的消息会在连接恢复后自动发送。',
  closed: '消息服务已断开，请重新进入本页。',
};

function usePeer(peerId: string): { name: string; isCitizen: boolean } {
  const sessions = useQuery(sessionsQuery());
  const staff = useQuery(staffContactsQuery());
  const session = sessions.data?.find((s) => s.peerId === peerId);
  return {
    name: session?.peerName ?? staff.data?.find((s) => s.peerId === peerId)?.name ?? '',
    isCitizen: session?.peerRole === 'citizen',
  };
}

/** One conversation with a staff member (or, for staff, a citizen): text, files, links, calls. */
export function ChatScreen({
  peerId,
  topic,
  callPanel,
  notice,
  onAnswerCall,
  onStartCall,
}: {
  peerId: string;
  topic: string;
  /** Over the conversation: what brought the user here (a hand-off from the robot and its progress). */
  notice?: ReactNode;
  /** The video call, when this conversation has one (oicqContent with isCall). */
  callPanel?: ReactNode;
  onAnswerCall?: (content: string) => void;
  /** Staff call a citizen back by video (shown when the peer is a citizen). */
  onStartCall?: () => void;
}) {
  const chat = useChat(peerId, topic);
  const peer = usePeer(peerId);
  const peerName = peer.name;
  const { value: draft, setValue, clear } = useDraft<{ text: string }>(`im.compose.${peerId}`, { text: '' });
  const [sendError, setSendError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Inside the messenger, pictures come from its own picker (album or camera); 文件 stays the file
  // input for documents (and for pictures anywhere else).
  const inMessenger = useBridgeReady();
  const pickPictures = async () => {
    const outcome = await chooseImages(9);
    if (outcome.status === 'fail') setSendError('图片未能选取，请重试');
    if (outcome.status !== 'ok') return;
    setSendError(null);
    for (const f of outcome.value) await chat.sendFileMessage(f);
  };
  const list = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const lastKey = useRef<string | null>(null);
  const firstItemIndex = BASE_INDEX - chat.prepended;
  const { items, seen } = chat;

  // A new last line: mine scrolls into view; someone else's follows only a reader at the bottom,
  // otherwise it is counted on the 新消息 button; either way a screen reader hears it.
  useEffect(() => {
    const last = items[items.length - 1];
    if (!last || last.key === lastKey.current) return;
    const first = lastKey.current === null;
    lastKey.current = last.key;
    if (first) return;
    const mine = last.kind !== 'msg' || last.mine;
    if (mine || atBottom) {
      requestAnimationFrame(() => list.current?.scrollToIndex({ index: 'LAST', align: 'end' }));
    } else {
      setUnseen((n) => n + 1);
    }
    if (last.kind === 'msg' && !last.mine) setAnnouncement(`${peerName || '对方'}发来新消息：${summary(last.msg)}`);
  }, [items, atBottom, peerName]);

  useEffect(() => {
    if (atBottom) setUnseen(0);
  }, [atBottom]);

  const text = draft.text;
  const latest = useRef(text);
  latest.current = text;
  const tooLong = text.length > MAX_TEXT;
  const submit = async () => {
    const content = text.trim();
    if (!content || tooLong) return;
    setSendError(null);
    try {
      await chat.send('text', content);
      // Only what was sent goes: a next message typed while this one was being queued stays.
      if (latest.current.trim() !== content) return;
      setValue({ text: '' });
      clear();
    } catch (e) {
      setSendError(e instanceof Error ? e.message : '发送失败');
    }
  };

  const onRange = useCallback(
    ({ startIndex, endIndex }: { startIndex: number; endIndex: number }) => {
      let max = 0;
      for (let i = startIndex; i <= endIndex; i += 1) {
        const item = items[i - firstItemIndex];
        if (item?.kind === 'msg' && !item.mine) max = Math.max(max, item.msg.msgIdx);
      }
      if (max) seen(max);
    },
    [items, firstItemIndex, seen],
  );

  const header = useMemo(
    () =>
      function Header() {
        if (chat.loadingOlder) return <p className={styles.system}>正在加载更早的消息…</p>;
        if (chat.olderError) {
          return (
            <p className={styles.system} role="alert">
              更早的消息加载失败{' '}
              <Button size="mini" onClick={() => void chat.loadOlder()}>
                重试
              </Button>
            </p>
          );
        }
        if (chat.hasMore) {
          return (
            <p className={styles.system}>
              <Button size="mini" onClick={() => void chat.loadOlder()}>
                加载更早的消息
              </Button>
            </p>
          );
        }
        return <p className={styles.system}>没有更早的消息了</p>;
      },
    [chat],
  );

  const banner = BANNERS[chat.status];
  const composer = (
    <div className={styles.composer}>
      {inMessenger ? (
        <button type="button" className={styles.fileLabel} aria-label="发送图片" onClick={() => void pickPictures()}>
          图片
        </button>
      ) : null}
      <label className={styles.fileLabel}>
        文件
        <input
          ref={fileInput}
          className={styles.visuallyHidden}
          type="file"
          accept="image/*,.pdf,.doc,.docx,.xls,.xlsx,.txt"
          aria-label="发送文件或图片"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) chat.sendFileMessage(f).catch((err: unknown) => setSendError(err instanceof Error ? err.message : '发送失败'));
            e.target.value = '';
          }}
        />
      </label>
      <label className={styles.visuallyHidden} htmlFor="im-compose">
        输入消息
      </label>
      <textarea
        id="im-compose"
        value={text}
        rows={1}
        placeholder="输入消息"
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong || sendError ? 'im-compose-error' : undefined}
        onChange={(e) => setValue({ text: e.target.value })}
      />
      <Button color="primary" disabled={!text.trim() || tooLong} onClick={() => void submit()}>
        发送
      </Button>
    </div>
  );

  let body: ReactNode;
  if (chat.first.isPending) body = <LoadingState />;
  else if (chat.first.isError) body = <ErrorState message="消息加载失败" onRetry={() => void chat.first.refetch()} />;
  else if (items.length === 0) body = <EmptyState title="还没有消息" description="在下方输入您要咨询的问题，工作人员会尽快回复。" />;
  else {
    body = (
      <Virtuoso<ChatItem>
        ref={list}
        style={{ height: '100%' }}
        atBottomThreshold={80}
        atBottomStateChange={setAtBottom}
        data={items}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={Math.max(0, items.length - 1)}
        computeItemKey={(_, item) => item.key}
        startReached={() => void chat.loadOlder()}
        followOutput={(bottom) => (bottom ? 'auto' : false)}
        rangeChanged={onRange}
        components={{ Header: header }}
        itemContent={(_, item) => (
          <MessageLine item={item} peerName={peerName || '对方'} onRetry={chat.retry} onAnswerCall={onAnswerCall} />
        )}
      />
    );
  }

  return (
    <PageShell
      title={peerName ? `与${peerName}沟通` : '在线沟通'}
      right={
        peer.isCitizen && onStartCall && !callPanel ? (
          <Button size="mini" color="primary" fill="outline" onClick={onStartCall}>
            视频通话
          </Button>
        ) : undefined
      }
      footer={
        <>
          {tooLong || sendError ? (
            <p id="im-compose-error" className={kit.error} role="alert" style={{ padding: '0 0.75rem' }}>
              {tooLong ? `消息不能超过${MAX_TEXT}字（已输入${text.length}字）` : `发送失败：${sendError}`}
            </p>
          ) : null}
          {composer}
        </>
      }
    >
      <div className={styles.chatBody}>
        {banner ? (
          <p className={styles.banner} role="status">
            {banner}
          </p>
        ) : null}
        {notice}
        {callPanel}
        <section aria-label="聊天记录" className={styles.messages}>
          {body}
        </section>
        {unseen > 0 ? (
          <Button
            className={styles.newMessages}
            size="small"
            color="primary"
            onClick={() => list.current?.scrollToIndex({ index: 'LAST', align: 'end' })}
          >
            {unseen}条新消息，点击查看
          </Button>
        ) : null}
        <p className={styles.visuallyHidden} aria-live="polite">
          {announcement}
        </p>
      </div>
    </PageShell>
  );
}

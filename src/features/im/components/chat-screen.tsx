import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { PageShell } from '@/components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { sessionsQuery } from '../api/get-sessions';
import { staffContactsQuery } from '../api/get-staff-contacts';
import { useChat, type ChatItem } from '../hooks/use-chat';
import { MAX_TEXT, useChatCompose } from '../hooks/use-chat-compose';
import { useChatFollow } from '../hooks/use-chat-follow';
import type { SocketStatus } from '../stores/im-store';
import styles from './im.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { MessageLine } from './message-bubble';
import { ChatComposer, OlderMessages } from './chat-parts';

/** Virtuoso counts item indexes from here, so that earlier pages can be put in front. */
const BASE_INDEX = 1_000_000;

const BANNERS: Partial<Record<SocketStatus, string>> = {
  connecting: '正在连接消息服务…',
  offline: '消息服务连接中断，正在重新连接。您发出的消息会在连接恢复后自动发送。',
  closed: '消息服务已断开，请重新进入本页。',
};

type Follow = ReturnType<typeof useChatFollow>;

function usePeer(peerId: string): { name: string; isCitizen: boolean } {
  const sessions = useQuery(sessionsQuery());
  const staff = useQuery(staffContactsQuery());
  const session = sessions.data?.find((s) => s.peerId === peerId);
  return {
    name: session?.peerName ?? staff.data?.find((s) => s.peerId === peerId)?.name ?? '',
    isCitizen: session?.peerRole === 'citizen',
  };
}

/** The conversation's messages (older pages loaded on reaching the top), or why there are none. */
function ChatMessages({
  chat,
  list,
  setAtBottom,
  firstItemIndex,
  onRange,
  peerName,
  onAnswerCall,
}: {
  chat: ReturnType<typeof useChat>;
  list: Follow['list'];
  setAtBottom: Follow['setAtBottom'];
  firstItemIndex: number;
  onRange: Follow['onRange'];
  peerName: string;
  onAnswerCall?: (content: string) => void;
}) {
  const header = useMemo(
    () =>
      function Header() {
        return (
          <OlderMessages loadingOlder={chat.loadingOlder} olderError={chat.olderError} hasMore={chat.hasMore} loadOlder={chat.loadOlder} />
        );
      },
    [chat],
  );

  if (chat.first.isPending) return <LoadingState />;
  if (chat.first.isError) return <ErrorState message="消息加载失败" onRetry={() => void chat.first.refetch()} />;
  if (chat.items.length === 0) return <EmptyState title="还没有消息" description="在下方输入您要咨询的问题，工作人员会尽快回复。" />;
  return (
    <Virtuoso<ChatItem>
      ref={list}
      className={styles.chatScroller}
      atBottomThreshold={80}
      atBottomStateChange={setAtBottom}
      data={chat.items}
      firstItemIndex={firstItemIndex}
      initialTopMostItemIndex={Math.max(0, chat.items.length - 1)}
      computeItemKey={(_, item) => item.key}
      startReached={() => void chat.loadOlder()}
      followOutput={(bottom) => (bottom ? 'auto' : false)}
      rangeChanged={onRange}
      components={{ Header: header }}
      itemContent={(_, item) => <MessageLine item={item} peerName={peerName || '对方'} onRetry={chat.retry} onAnswerCall={onAnswerCall} />}
    />
  );
}

/** What the user writes: the composer (text, pictures, files) and why a message was not sent. */
function ChatFooter({ peerId, chat }: { peerId: string; chat: ReturnType<typeof useChat> }) {
  const compose = useChatCompose(peerId, chat);
  const { text, tooLong, sendError } = compose;
  const composer = (
    <ChatComposer
      inMessenger={compose.inMessenger}
      text={text}
      tooLong={tooLong}
      hasError={tooLong || !!sendError}
      onPickPictures={() => void compose.pickPictures()}
      onFile={compose.sendFile}
      onText={compose.setText}
      onSend={() => void compose.submit()}
    />
  );

  return (
    <>
      {tooLong || sendError ? (
        <p id="im-compose-error" className={`${kit.error} ${styles.composeError}`} role="alert">
          {tooLong ? `消息不能超过${MAX_TEXT}字（已输入${text.length}字）` : `发送失败：${sendError}`}
        </p>
      ) : null}
      {composer}
    </>
  );
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
  const firstItemIndex = BASE_INDEX - chat.prepended;
  const { items, seen } = chat;
  const { list, setAtBottom, unseen, announcement, onRange } = useChatFollow({ items, firstItemIndex, peerName, seen });

  const banner = BANNERS[chat.status];
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
      footer={<ChatFooter peerId={peerId} chat={chat} />}
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
          <ChatMessages
            chat={chat}
            list={list}
            setAtBottom={setAtBottom}
            firstItemIndex={firstItemIndex}
            onRange={onRange}
            peerName={peerName}
            onAnswerCall={onAnswerCall}
          />
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

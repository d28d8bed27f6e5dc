import { useCallback, useEffect, useRef, useState } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { summary } from '../thread';
import type { ChatItem } from './use-chat';

/**
 * The chat's list as lines come: a new last line of mine scrolls into view; someone else's follows
 * only a reader at the bottom, otherwise it is counted (`unseen`), and a screen reader hears it
 * (`announcement`); the lines on screen are marked read (`onRange`).
 */
export function useChatFollow({
  items,
  firstItemIndex,
  peerName,
  seen,
}: {
  items: ChatItem[];
  firstItemIndex: number;
  peerName: string;
  seen: (msgIdx: number) => void;
}) {
  const list = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const lastKey = useRef<string | null>(null);

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

  return { list, setAtBottom, unseen, announcement, onRange };
}

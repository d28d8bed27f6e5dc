import { useRef, useState } from 'react';
import { chooseImages } from '@/lib/bridge/bridge';
import { useBridgeReady } from '@/lib/bridge/use-bridge';
import { useDraft } from '@/lib/storage/use-draft';
import type { useChat } from './use-chat';

export const MAX_TEXT = 1000;

/**
 * The chat's composer: the text typed (a draft per conversation), its send, pictures from the
 * messenger's picker and files, and what failed.
 */
export function useChatCompose(peerId: string, chat: ReturnType<typeof useChat>) {
  const { value: draft, setValue, clear } = useDraft<{ text: string }>(`im.compose.${peerId}`, { text: '' });
  const [sendError, setSendError] = useState<string | null>(null);
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
  const sendFile = (f: File) => {
    chat.sendFileMessage(f).catch((err: unknown) => setSendError(err instanceof Error ? err.message : '发送失败'));
  };

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
  const setText = (value: string) => setValue({ text: value });

  return { text, setText, tooLong, sendError, inMessenger, pickPictures, sendFile, submit };
}

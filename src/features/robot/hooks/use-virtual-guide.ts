import { useEffect, useMemo, useRef, useState } from 'react';
import { answerText } from '../answer-html';
import { useReply } from './use-reply';
import { useSpeaker } from './use-speaker';

/**
 * The virtual guide's state: the question asked (from the address, a quick question or typed), its
 * answer as text, the speaker reading it (at once when asked on the page) and what to say about
 * the device's voices.
 */
export function useVirtualGuide(areaCode: string, itemId?: string | null, question?: string | null) {
  const [request, setRequest] = useState<{ by: 'itemId' | 'question'; value: string }>(() =>
    itemId ? { by: 'itemId', value: itemId } : { by: 'question', value: question ?? '' },
  );
  const [typed, setTyped] = useState('');
  const reply = useReply(areaCode, request.by, request.value);
  const speaker = useSpeaker();
  const text = useMemo(
    () => (reply.data ? `${reply.data.kind === 'notFound' ? '抱歉，' : ''}${answerText(reply.data.html)}` : ''),
    [reply.data],
  );
  const askedHere = useRef(false);

  useEffect(() => {
    // An answer to a question asked on this page is read at once (the tap allows speech).
    if (text && askedHere.current && speaker.status !== 'checking') {
      askedHere.current = false;
      speaker.play(text);
    }
  }, [text, speaker]);

  const ask = (q: string) => {
    if (!q.trim()) return;
    speaker.stop();
    askedHere.current = true;
    setRequest({ by: 'question', value: q.trim() });
    setTyped('');
  };

  const speaking = speaker.status === 'speaking';
  const voiceNote =
    speaker.status === 'checking'
      ? '正在检查语音…'
      : speaker.status === 'unsupported'
        ? '您的浏览器不支持语音朗读，请阅读下方文字。'
        : speaker.status === 'noVoice'
          ? '本设备没有可用的语音，请阅读下方文字。'
          : speaker.chinese
            ? ''
            : '本设备没有中文语音，将用默认语音朗读。';
  return { request, typed, setTyped, reply, speaker, text, ask, speaking, voiceNote };
}

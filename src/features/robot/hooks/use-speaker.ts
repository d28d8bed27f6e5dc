import { useCallback, useEffect, useRef, useState } from 'react';
import { browserSpeech, chooseVoice, loadVoices, sentences, type SpeechEngine } from '../speech';

export type SpeakerStatus = 'checking' | 'unsupported' | 'noVoice' | 'idle' | 'speaking' | 'paused' | 'done';

/**
 * Reads a text aloud sentence by sentence with the Web Speech API, feature-detected: `caption`
 * is the sentence being read. Where there is no engine or no voice the status says so and the
 * page shows the text instead.
 */
export function useSpeaker(source: { engine: SpeechEngine; Utterance: typeof SpeechSynthesisUtterance } | null = browserSpeech()) {
  const speech = useRef(source);
  const [status, setStatus] = useState<SpeakerStatus>(source ? 'checking' : 'unsupported');
  const [chinese, setChinese] = useState(true);
  const [index, setIndex] = useState(-1);
  const [parts, setParts] = useState<string[]>([]);
  const voice = useRef<SpeechSynthesisVoice | null>(null);
  // Each run has a number: events of a cancelled run are ignored.
  const run = useRef(0);

  useEffect(() => {
    const s = speech.current;
    if (!s) return;
    let live = true;
    const runs = run;
    void loadVoices(s.engine).then((voices) => {
      if (!live) return;
      const chosen = chooseVoice(voices);
      voice.current = chosen.voice;
      setChinese(chosen.chinese);
      setStatus(chosen.voice ? 'idle' : 'noVoice');
    });
    return () => {
      live = false;
      runs.current++;
      s.engine.cancel();
    };
  }, []);

  const speakFrom = useCallback((list: string[], from: number, id: number) => {
    const s = speech.current;
    if (!s || id !== run.current) return;
    if (from >= list.length) {
      setStatus('done');
      setIndex(-1);
      return;
    }
    const u = new s.Utterance(list[from]);
    u.lang = voice.current?.lang || 'zh-CN';
    if (voice.current) u.voice = voice.current;
    u.rate = 0.9;
    u.onstart = () => {
      if (id === run.current) setIndex(from);
    };
    u.onend = () => speakFrom(list, from + 1, id);
    u.onerror = (e) => {
      // A cancel (pause-and-replay, leaving) is not a failure.
      if (id !== run.current || e.error === 'interrupted' || e.error === 'canceled') return;
      speakFrom(list, from + 1, id);
    };
    setIndex(from);
    s.engine.speak(u);
  }, []);

  const play = useCallback(
    (text: string) => {
      const s = speech.current;
      const list = sentences(text);
      setParts(list);
      if (!s || !voice.current || !list.length) return;
      const id = ++run.current;
      s.engine.cancel();
      setStatus('speaking');
      speakFrom(list, 0, id);
    },
    [speakFrom],
  );

  const pause = useCallback(() => {
    speech.current?.engine.pause();
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    speech.current?.engine.resume();
    setStatus('speaking');
  }, []);

  const stop = useCallback(() => {
    run.current++;
    speech.current?.engine.cancel();
    setStatus((s) => (s === 'unsupported' || s === 'noVoice' || s === 'checking' ? s : 'idle'));
    setIndex(-1);
  }, []);

  return { status, chinese, caption: index >= 0 ? (parts[index] ?? '') : '', index, parts, play, pause, resume, stop };
}

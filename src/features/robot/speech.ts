/** The parts of the Web Speech API the virtual guide uses (injectable, so tests can stub it). */
export interface SpeechEngine {
  speak(u: SpeechSynthesisUtterance): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  getVoices(): SpeechSynthesisVoice[];
  addEventListener?(type: 'voiceschanged', fn: () => void): void;
  removeEventListener?(type: 'voiceschanged', fn: () => void): void;
}

/** The browser's speech engine, or null where there is none (feature detection). */
export function browserSpeech(): { engine: SpeechEngine; Utterance: typeof SpeechSynthesisUtterance } | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return { engine: window.speechSynthesis, Utterance: window.SpeechSynthesisUtterance };
}

/** Splits text into the sentences read and captioned one at a time. */
export function sentences(text: string): string[] {
  // No look-behind: Safari 12 (the build target) cannot parse it.
  return (text.match(/[^。！？；\n]+[。！？；]*/gu) ?? []).map((s) => s.trim()).filter((s) => s.replace(/[。！？；\s]/gu, '') !== '');
}

/** A Chinese voice if there is one, else the default or first voice, else null. */
export function chooseVoice(voices: SpeechSynthesisVoice[]): { voice: SpeechSynthesisVoice | null; chinese: boolean } {
  const zh = voices.find((v) => /^zh([-_]CN)?/i.test(v.lang)) ?? voices.find((v) => /^zh/i.test(v.lang));
  if (zh) return { voice: zh, chinese: true };
  return { voice: voices.find((v) => v.default) ?? voices[0] ?? null, chinese: false };
}

/** The voices of an engine, waiting up to `waitMs` for them to load (Chrome loads them late). */
export function loadVoices(engine: SpeechEngine, waitMs = 1500): Promise<SpeechSynthesisVoice[]> {
  const now = engine.getVoices();
  if (now.length || !engine.addEventListener) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      engine.removeEventListener?.('voiceschanged', done);
      resolve(engine.getVoices());
    };
    const timer = setTimeout(done, waitMs);
    engine.addEventListener?.('voiceschanged', done);
  });
}

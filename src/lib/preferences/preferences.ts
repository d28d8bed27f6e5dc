import { create } from 'zustand';
import { local } from '../storage/storage';
import { registerStoreReset } from '../stores/registry';

/** Text size of the standard version (elder mode has its own, larger sizes). */
export type TextSize = 'standard' | 'large' | 'larger';

/** What the user wants to be told about (messages and reminders). */
export interface NotifyPrefs {
  /** 办件进度: a case moves on. */
  cases: boolean;
  /** 排队叫号: the queue number is near or called. */
  queue: boolean;
  /** 预约提醒: the day before an appointment. */
  reservation: boolean;
  /** 回复提醒: staff answer a complaint, rating or question. */
  replies: boolean;
}

export interface Preferences {
  /** 长辈版: large text, large targets, the simpler home, nothing popping up uninvited. */
  elderMode: boolean;
  textSize: TextSize;
  notify: NotifyPrefs;
}

export const DEFAULT_PREFERENCES: Preferences = {
  elderMode: false,
  textSize: 'standard',
  notify: { cases: true, queue: true, reservation: true, replies: true },
};

/** Reads `ow.prefs` (remembered across visits); anything unreadable falls back to the defaults. */
export function readPreferences(): Preferences {
  const stored = local.getJson<Partial<Preferences>>('ow.prefs') ?? {};
  const textSize: TextSize = stored.textSize === 'large' || stored.textSize === 'larger' ? stored.textSize : 'standard';
  return {
    elderMode: stored.elderMode === true,
    textSize,
    notify: { ...DEFAULT_PREFERENCES.notify, ...(stored.notify ?? {}) },
  };
}

/** Puts the preferences on the document: `html.ow-elder` and `html[data-text-size]` (styles.css). */
export function applyPreferences(p: Preferences, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('ow-elder', p.elderMode);
  root.dataset.textSize = p.textSize;
}

interface PreferencesState extends Preferences {
  setElderMode(on: boolean): void;
  setTextSize(size: TextSize): void;
  setNotify(key: keyof NotifyPrefs, on: boolean): void;
}

function save(p: Preferences): void {
  local.setJson('ow.prefs', p);
  applyPreferences(p);
}

/** The user's preferences, remembered in localStorage and applied to the document at once. */
export const usePreferences = create<PreferencesState>((set, get) => {
  const pick = (): Preferences => ({ elderMode: get().elderMode, textSize: get().textSize, notify: get().notify });
  return {
    ...readPreferences(),
    setElderMode(on) {
      set({ elderMode: on });
      save(pick());
    },
    setTextSize(size) {
      set({ textSize: size });
      save(pick());
    },
    setNotify(key, on) {
      set({ notify: { ...get().notify, [key]: on } });
      save(pick());
    },
  };
});

// Preferences belong to the phone, not to a user: a reset (logout, tests) reads them again.
registerStoreReset(() => usePreferences.setState(readPreferences()));

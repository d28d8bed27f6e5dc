import { create } from 'zustand';
import { local } from '../storage/storage';
import { registerStoreReset } from '../stores/registry';

/** Text size of the standard version (elder mode has its own, larger sizes). */
export type TextSize = 'standard' | 'large' | 'larger';

export interface Preferences {
  /** 长辈版: large text, large targets, the simpler home, nothing popping up uninvited. */
  elderMode: boolean;
  textSize: TextSize;
}

export const DEFAULT_PREFERENCES: Preferences = {
  elderMode: false,
  textSize: 'standard',
};

/**
 * Reads `ow.prefs` (remembered across visits); anything unreadable falls back to the defaults.
 * Notices are the account's (features/profile, on the server), not the phone's: an old `notify`
 * entry is ignored.
 */
export function readPreferences(): Preferences {
  const stored = local.getJson<Partial<Preferences>>('ow.prefs') ?? {};
  const textSize: TextSize = stored.textSize === 'large' || stored.textSize === 'larger' ? stored.textSize : 'standard';
  return {
    elderMode: stored.elderMode === true,
    textSize,
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
}

function save(p: Preferences): void {
  local.setJson('ow.prefs', p);
  applyPreferences(p);
}

/** The user's preferences, remembered in localStorage and applied to the document at once. */
export const usePreferences = create<PreferencesState>((set, get) => {
  const pick = (): Preferences => ({ elderMode: get().elderMode, textSize: get().textSize });
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
  };
});

// Preferences belong to the phone, not to a user: a reset (logout, tests) reads them again.
registerStoreReset(() => usePreferences.setState(readPreferences()));

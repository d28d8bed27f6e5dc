import { useCallback, useEffect, useRef, useState } from 'react';
import { drafts } from './drafts';

/**
 * A form's draft as React state: restored at once from this tab, or from IndexedDB after the
 * browser was closed (then `restored` turns true once it arrives, unless the user typed first);
 * every change is saved. `clear()` after a successful send.
 */
export function useDraft<T extends object>(
  form: string,
  empty: T,
): { value: T; setValue: (next: T | ((prev: T) => T)) => void; clear: () => void; restored: boolean } {
  const initial = useRef<T | null>(null);
  if (initial.current === null) {
    const here = drafts.get<Partial<T>>(form);
    initial.current = here ? { ...empty, ...here } : empty;
  }
  const [value, setState] = useState<T>(initial.current);
  const [restored, setRestored] = useState(() => drafts.get(form) !== null);
  const touched = useRef(false);

  useEffect(() => {
    if (restored) return;
    let live = true;
    void drafts.load<Partial<T>>(form).then((found) => {
      if (!live || !found || touched.current) return;
      setState({ ...empty, ...found });
      setRestored(true);
    });
    return () => {
      live = false;
    };
    // `empty` is the form's blank shape; only the form key starts a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const setValue = useCallback(
    (next: T | ((prev: T) => T)) => {
      touched.current = true;
      setState((prev) => {
        const v = typeof next === 'function' ? (next as (p: T) => T)(prev) : next;
        drafts.set(form, v);
        return v;
      });
    },
    [form],
  );

  const clear = useCallback(() => {
    touched.current = true;
    drafts.clear(form);
  }, [form]);

  return { value, setValue, clear, restored };
}

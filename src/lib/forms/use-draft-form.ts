import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { drafts } from '@/lib/storage/drafts';

export interface DraftFormOptions<T extends FieldValues> extends Omit<UseFormProps<T>, 'defaultValues' | 'values'> {
  /** The blank form. */
  empty: T;
  /** Makes a saved draft fit to show again (drops what cannot come back); the identity by default. */
  restore?: (saved: T) => T;
}

function read<T extends FieldValues>(key: string, empty: T, restore: (saved: T) => T): T | null {
  const saved = drafts.get<Partial<T>>(key);
  return saved ? restore({ ...empty, ...saved }) : null;
}

/**
 * A react-hook-form form whose values are its draft (the project's one form model with
 * `useDraft`'s storage): it opens with the draft kept in this tab, or the one from IndexedDB
 * after the browser was closed (unless the user typed first); every change is saved, so a 401,
 * a reload or a failed send loses nothing. `discard()` after a successful send or when the user
 * leaves without sending: nothing more is saved and the draft is gone. `clear()` after a send when
 * the form stays for the next one: it is empty again, its draft is gone, and typing saves again.
 */
export function useDraftForm<T extends FieldValues>(
  key: string,
  { empty, restore = (v) => v, ...props }: DraftFormOptions<T>,
): { form: UseFormReturn<T>; discard: () => void; clear: () => void } {
  const [initial] = useState(() => read(key, empty, restore));
  const form = useForm<T>({ ...props, defaultValues: (initial ?? empty) as DefaultValues<T> });
  const saving = useRef(true);
  const touched = useRef(false);

  useEffect(() => {
    const sub = form.watch((values) => {
      touched.current = true;
      if (saving.current) drafts.set(key, values);
    });
    return () => sub.unsubscribe();
  }, [form, key]);

  useEffect(() => {
    if (initial) return undefined;
    let live = true;
    void drafts.load<Partial<T>>(key).then((found) => {
      if (!live || !found || touched.current || !saving.current) return;
      form.reset(restore({ ...empty, ...found }) as DefaultValues<T>);
    });
    return () => {
      live = false;
    };
    // The draft is loaded once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const discard = useCallback(() => {
    saving.current = false;
    drafts.clear(key);
  }, [key]);

  // The empty form as it opened (callers pass a fresh object each render).
  const [blank] = useState(empty);
  const clear = useCallback(() => {
    form.reset(blank as DefaultValues<T>);
    drafts.clear(key);
  }, [form, key, blank]);

  return { form, discard, clear };
}

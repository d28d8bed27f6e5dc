import { useCallback, useEffect, useRef, useState } from 'react';
import { drafts } from '../../../lib/storage/storage';
import { isAcceptedImage } from '../image-check';
import { imagePipeline } from '../api/upload-image';
import { emptyDraft, IMAGE_TYPE_NOTICE_MS, MAX_IMAGES, RATING_MESSAGES } from '../rules';
import type { DraftImage, RatingDraft } from '../types';

let seq = 0;
const newKey = () => `img-${Date.now().toString(36)}-${(seq++).toString(36)}`;

/** A saved draft; images that were still uploading (their file is gone) are dropped. */
function restore(formKey: string): RatingDraft {
  const saved = drafts.get<RatingDraft>(formKey);
  if (!saved) return emptyDraft();
  return { ...emptyDraft(), ...saved, images: (saved.images ?? []).filter((i) => i.status === 'done' && i.url) };
}

/**
 * The rating form's state: kept in session drafts on every change (a re-login or a failed
 * submit loses nothing), images checked by name and content, compressed and uploaded one by one
 * with a retry each.
 */
export function useRatingForm(formKey: string) {
  const [draft, setDraft] = useState<RatingDraft>(() => restore(formKey));
  const [notice, setNotice] = useState<{ text: string; seq: number } | null>(null);
  const files = useRef(new Map<string, File>());
  const saving = useRef(true);

  useEffect(() => {
    if (saving.current) drafts.set(formKey, draft);
  }, [formKey, draft]);

  // A transient toast-like message of the form itself (spec: the wrong-type notice shows 2 s).
  const notify = useCallback((text: string) => setNotice((n) => ({ text, seq: (n?.seq ?? 0) + 1 })), []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), IMAGE_TYPE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const update = useCallback((patch: Partial<RatingDraft> | ((d: RatingDraft) => Partial<RatingDraft>)) => {
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
  }, []);

  const patchImage = useCallback((key: string, patch: Partial<DraftImage>) => {
    setDraft((d) => ({ ...d, images: d.images.map((i) => (i.key === key ? { ...i, ...patch } : i)) }));
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      patchImage(key, { status: 'uploading', progress: 0 });
      try {
        const small = await imagePipeline.compress(file);
        const url = await imagePipeline.upload(small, (progress) => patchImage(key, { progress }));
        files.current.delete(key);
        patchImage(key, { status: 'done', url, progress: 100 });
      } catch {
        patchImage(key, { status: 'failed' });
        notify(RATING_MESSAGES.uploadFailed);
      }
    },
    [patchImage, notify],
  );

  const countRef = useRef(draft.images.length);
  countRef.current = draft.images.length;

  const addFiles = useCallback(
    async (picked: File[]) => {
      const checked = await Promise.all(picked.map(async (f) => ({ file: f, ok: await isAcceptedImage(f) })));
      if (checked.some((c) => !c.ok)) notify(RATING_MESSAGES.imageType);
      const accepted = checked.filter((c) => c.ok).map((c) => c.file);
      const room = Math.max(0, MAX_IMAGES - countRef.current);
      if (accepted.length > room) notify(RATING_MESSAGES.imageCount);
      const taken = accepted.slice(0, room).map((file) => ({ key: newKey(), file }));
      if (taken.length === 0) return;
      countRef.current += taken.length;
      for (const t of taken) files.current.set(t.key, t.file);
      setDraft((d) => ({ ...d, images: [...d.images, ...taken.map((t): DraftImage => ({ key: t.key, name: t.file.name, status: 'uploading', progress: 0 }))] }));
      await Promise.all(taken.map((t) => upload(t.key, t.file)));
    },
    [upload, notify],
  );

  const retryImage = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (file) void upload(key, file);
    },
    [upload],
  );

  const removeImage = useCallback((key: string) => {
    files.current.delete(key);
    setDraft((d) => ({ ...d, images: d.images.filter((i) => i.key !== key) }));
  }, []);

  /** After a successful submit, or when the user chose to discard. */
  const discard = useCallback(() => {
    saving.current = false;
    drafts.clear(formKey);
  }, [formKey]);

  return { draft, notice: notice?.text ?? null, update, addFiles, retryImage, removeImage, discard, canRetry: (key: string) => files.current.has(key) };
}

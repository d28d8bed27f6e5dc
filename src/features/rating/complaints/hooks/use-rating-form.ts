import { useCallback, useEffect, useRef, useState } from 'react';
import { isLoginRequired } from '@/lib/http/errors';
import { drafts, getSession } from '@/lib/storage/storage';
import { checkImage } from '@/lib/image/check';
import type { ImageKind } from '@/lib/image/header';
import { imagePipeline } from '../api/upload-image';
import { emptyDraft, IMAGE_TYPE_NOTICE_MS, MAX_IMAGES, RATING_MESSAGES } from '@/features/rating/rules';
import type { DraftImage, RatingDraft } from '@/features/rating/types';

/** A picked photo that passed the check, with its header (kind and pixel size). */
interface Picked {
  file: File;
  header: { kind: ImageKind; width: number; height: number };
}

let seq = 0;
const newKey = () => `img-${Date.now().toString(36)}-${(seq++).toString(36)}`;

/**
 * Photos a visitor picked that wait for a login, per form: kept for the tab while the visitor
 * goes to /login and back (the form's own state goes with its page), sent once logged in.
 */
const waitingForLogin = new Map<string, Map<string, Picked>>();

/**
 * A saved draft; images that were still uploading (their file is gone) are dropped, photos that
 * wait for a login come back with their file.
 */
function restore(formKey: string): RatingDraft {
  const saved = drafts.get<RatingDraft>(formKey);
  if (!saved) return emptyDraft();
  const waiting = waitingForLogin.get(formKey);
  const images = (saved.images ?? []).filter((i) => (i.status === 'done' && i.url) || (i.needsLogin && waiting?.has(i.key)));
  return { ...emptyDraft(), ...saved, images };
}

/**
 * The rating form's state: kept in session drafts on every change (a re-login or a failed
 * submit loses nothing), images checked by name and content, compressed and uploaded one by one
 * with a retry each.
 */
export function useRatingForm(formKey: string) {
  const [draft, setDraft] = useState<RatingDraft>(() => restore(formKey));
  const [notice, setNotice] = useState<{ text: string; seq: number } | null>(null);
  const files = useRef(new Map<string, Picked>(waitingForLogin.get(formKey) ?? []));
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
    async (key: string, { file, header }: Picked) => {
      patchImage(key, { status: 'uploading', phase: 'compress', progress: 0 });
      try {
        // The shared image path: compressed in a worker (the page stays responsive), then sent.
        const small = await imagePipeline.compress(file, header, (progress) => patchImage(key, { phase: 'compress', progress }));
        patchImage(key, { phase: 'upload', progress: 0 });
        const url = await imagePipeline.upload(small, (progress) => patchImage(key, { progress }));
        files.current.delete(key);
        waitingForLogin.get(formKey)?.delete(key);
        patchImage(key, { status: 'done', url, progress: 100, needsLogin: false });
      } catch (e) {
        if (isLoginRequired(e)) {
          // A visitor: nothing failed, the photo waits for the login (not an expiry message).
          const waiting = waitingForLogin.get(formKey) ?? new Map<string, Picked>();
          waiting.set(key, { file, header });
          waitingForLogin.set(formKey, waiting);
          patchImage(key, { status: 'failed', needsLogin: true });
          notify(RATING_MESSAGES.uploadNeedsLogin);
          return;
        }
        patchImage(key, { status: 'failed' });
        notify(RATING_MESSAGES.uploadFailed);
      }
    },
    [formKey, patchImage, notify],
  );

  // Back from logging in: the photos that waited for it are sent now.
  useEffect(() => {
    if (!getSession()) return;
    const waiting = waitingForLogin.get(formKey);
    if (!waiting?.size) return;
    for (const [key, picked] of waiting) void upload(key, picked);
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const countRef = useRef(draft.images.length);
  countRef.current = draft.images.length;

  const addFiles = useCallback(
    async (picked: File[]) => {
      // Type, byte size and pixel count from the header, before anything is decoded.
      const checked = await Promise.all(picked.map(async (file) => ({ file, check: await checkImage(file) })));
      const refused = checked.find((c) => !c.check.ok);
      if (refused && !refused.check.ok) notify(refused.check.reason === 'type' ? RATING_MESSAGES.imageType : refused.check.message);
      const accepted = checked.flatMap((c): Picked[] => (c.check.ok ? [{ file: c.file, header: c.check }] : []));
      const room = Math.max(0, MAX_IMAGES - countRef.current);
      if (accepted.length > room) notify(RATING_MESSAGES.imageCount);
      const taken = accepted.slice(0, room).map((p) => ({ key: newKey(), picked: p }));
      if (taken.length === 0) return;
      countRef.current += taken.length;
      for (const t of taken) files.current.set(t.key, t.picked);
      setDraft((d) => ({
        ...d,
        images: [
          ...d.images,
          ...taken.map((t): DraftImage => ({ key: t.key, name: t.picked.file.name, status: 'uploading', phase: 'compress', progress: 0 })),
        ],
      }));
      await Promise.all(taken.map((t) => upload(t.key, t.picked)));
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

  const removeImage = useCallback(
    (key: string) => {
      files.current.delete(key);
      waitingForLogin.get(formKey)?.delete(key);
      setDraft((d) => ({ ...d, images: d.images.filter((i) => i.key !== key) }));
    },
    [formKey],
  );

  /** After a successful submit, or when the user chose to discard. */
  const discard = useCallback(() => {
    saving.current = false;
    waitingForLogin.delete(formKey);
    drafts.clear(formKey);
  }, [formKey]);

  return {
    draft,
    notice: notice?.text ?? null,
    update,
    addFiles,
    retryImage,
    removeImage,
    discard,
    canRetry: (key: string) => files.current.has(key),
    needsLogin: draft.images.some((i) => i.needsLogin),
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { isLoginRequired } from '@/lib/http/errors';
import { uploadFiles } from '@/lib/http/upload';
import { checkImage } from '@/lib/image/check';
import { compressImage } from '@/lib/image/compress';
import type { ImageKind } from '@/lib/image/header';
import { getSession } from '@/lib/storage/storage';
import { IMAGE_FIELD_MESSAGES, IMAGE_NOTICE_MS, MAX_FIELD_IMAGES, type DraftImage } from './image-limits';

export { IMAGE_FIELD_MESSAGES, MAX_FIELD_IMAGES, type DraftImage } from './image-limits';

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
 * The photos of a restored draft worth keeping: uploaded ones, and those that wait for a login
 * with their file still in this tab (photos that were uploading when the page went are gone).
 */
export function restorableImages(formKey: string, images: DraftImage[] | undefined): DraftImage[] {
  const waiting = waitingForLogin.get(formKey);
  return (images ?? []).filter((i) => (i.status === 'done' && i.url) || (i.needsLogin && waiting?.has(i.key)));
}

/** The shared image path: checked by its header, compressed in a worker, then uploaded. */
async function send(picked: Picked, onProgress: (phase: 'compress' | 'upload', percent: number) => void): Promise<string> {
  const small = await compressImage(picked.file, picked.header, { onProgress: (p) => onProgress('compress', p) });
  onProgress('upload', 0);
  const [uploaded] = await uploadFiles(small, { onProgress: (p) => onProgress('upload', p), silent: true });
  return uploaded.url;
}

/**
 * The picked files checked by type, byte size and pixel count from the header, before anything is
 * decoded: those accepted, and the first refusal's message.
 */
async function checkPicked(files: File[]): Promise<{ accepted: Picked[]; refusal: string | null }> {
  const checked = await Promise.all(files.map(async (file) => ({ file, check: await checkImage(file) })));
  const refused = checked.find((c) => !c.check.ok);
  return {
    accepted: checked.flatMap((c): Picked[] => (c.check.ok ? [{ file: c.file, header: c.check }] : [])),
    refusal: refused && !refused.check.ok ? refused.check.message : null,
  };
}

/** Keeps a visitor's photo for the tab until the login. */
function keepForLogin(formKey: string, key: string, picked: Picked) {
  const waiting = waitingForLogin.get(formKey) ?? new Map<string, Picked>();
  waiting.set(key, picked);
  waitingForLogin.set(formKey, waiting);
}

/** A passing notice (a refused or failed photo): shown for IMAGE_NOTICE_MS; a repeated one shows again. */
function useNotice() {
  const [notice, setNotice] = useState<{ text: string; seq: number } | null>(null);
  const notify = useCallback((text: string) => setNotice((n) => ({ text, seq: (n?.seq ?? 0) + 1 })), []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), IMAGE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return { notice, notify };
}

export interface ImageUploadsOptions {
  /** The form's draft key: photos waiting for a login are kept under it for the tab. */
  formKey: string;
  /** The form's current photos (read at the moment of each change: uploads run concurrently). */
  get: () => DraftImage[];
  set: (images: DraftImage[]) => void;
  max?: number;
}

/**
 * The state machine behind `ImageField`: photos checked by name and content, compressed and
 * uploaded one by one with a retry each; a visitor's photos wait for the login and go once the
 * user is back logged in. The photos themselves live in the form (a react-hook-form field).
 */
export function useImageUploads({ formKey, get, set, max = MAX_FIELD_IMAGES }: ImageUploadsOptions) {
  const { notice, notify } = useNotice();
  const files = useRef(new Map<string, Picked>(waitingForLogin.get(formKey) ?? []));
  const access = useRef({ get, set });
  access.current = { get, set };

  const patch = useCallback((key: string, change: Partial<DraftImage>) => {
    const { get: read, set: write } = access.current;
    write(read().map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const upload = useCallback(
    async (key: string, picked: Picked) => {
      patch(key, { status: 'uploading', phase: 'compress', progress: 0 });
      try {
        const url = await send(picked, (phase, progress) => patch(key, { phase, progress }));
        files.current.delete(key);
        waitingForLogin.get(formKey)?.delete(key);
        patch(key, { status: 'done', url, progress: 100, needsLogin: false });
      } catch (e) {
        if (isLoginRequired(e)) {
          // A visitor: nothing failed, the photo waits for the login (not an expiry message).
          keepForLogin(formKey, key, picked);
          patch(key, { status: 'failed', needsLogin: true });
          notify(IMAGE_FIELD_MESSAGES.uploadNeedsLogin);
          return;
        }
        patch(key, { status: 'failed' });
        notify(IMAGE_FIELD_MESSAGES.uploadFailed);
      }
    },
    [formKey, patch, notify],
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

  const addFiles = useCallback(
    async (picked: File[]) => {
      const { accepted, refusal } = await checkPicked(picked);
      if (refusal) notify(refusal);
      const room = Math.max(0, max - access.current.get().length);
      if (accepted.length > room) notify(IMAGE_FIELD_MESSAGES.imageCount(max));
      const taken = accepted.slice(0, room).map((p) => ({ key: newKey(), picked: p }));
      if (taken.length === 0) return;
      for (const t of taken) files.current.set(t.key, t.picked);
      access.current.set([
        ...access.current.get(),
        ...taken.map((t): DraftImage => ({ key: t.key, name: t.picked.file.name, status: 'uploading', phase: 'compress', progress: 0 })),
      ]);
      await Promise.all(taken.map((t) => upload(t.key, t.picked)));
    },
    [upload, notify, max],
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
      access.current.set(access.current.get().filter((i) => i.key !== key));
    },
    [formKey],
  );

  /** After a successful submit, or when the user chose to discard: nothing waits any more. */
  const forget = useCallback(() => waitingForLogin.delete(formKey), [formKey]);

  return {
    notice: notice?.text ?? null,
    addFiles,
    retryImage,
    removeImage,
    forget,
    canRetry: useCallback((key: string) => files.current.has(key), []),
  };
}

import { useEffect, useRef, useState } from 'react';
import { uploadFiles } from '@/lib/http/upload';
import { prepareImage } from '@/lib/image/prepare';
import type { MaterialGiven, MaterialRequest } from './material-uploader';

/** A page being uploaded, or whose upload failed (it keeps its place with 重试). */
export interface Pending {
  key: number;
  file: File;
  progress: number;
  error: string | null;
}

const PDF = /\.pdf$/i;
const MAX_PDF_BYTES = 20 * 1024 * 1024;
let nextKey = 0;

/**
 * A material's pages on their way: each picked file checked (a PDF's size), compressed (a photo)
 * and uploaded with its progress, then added to the material's value; a failed page keeps its
 * place with its error. `busy` (a page still uploading) is told to the parent as it changes.
 */
export function useMaterialPages(
  material: MaterialRequest,
  value: MaterialGiven,
  onChange: (next: MaterialGiven) => void,
  onBusyChange: ((busy: boolean) => void) | undefined,
) {
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const busy = pending.some((p) => !p.error);

  const setPendingAnd = setPending;
  useEffect(() => {
    onBusyChange?.(busy);
    // Only the busy flag drives the parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy]);

  const send = async (p: Pending) => {
    const update = (patch: Partial<Pending>) => setPendingAnd((prev) => prev.map((x) => (x.key === p.key ? { ...x, ...patch } : x)));
    update({ error: null, progress: 0 });
    try {
      let file = p.file;
      if (PDF.test(file.name)) {
        if (file.size > MAX_PDF_BYTES) throw new Error('PDF文件不能超过20MB');
      } else {
        file = await prepareImage(file, { onProgress: (n) => update({ progress: Math.round(n / 4) }) });
      }
      const [done] = await uploadFiles(file, { silent: true, onProgress: (n) => update({ progress: 25 + Math.round((n * 3) / 4) }) });
      setPendingAnd((prev) => prev.filter((x) => x.key !== p.key));
      onChange({ ...latest.current, files: [...latest.current.files, done] });
    } catch (e) {
      update({ error: e instanceof Error ? e.message : '上传失败' });
    }
  };

  const choose = (list: FileList | null) => {
    if (!list?.length) return;
    const room = material.maxPages - value.files.length - pending.length;
    const picked = Array.from(list).slice(0, Math.max(0, room));
    const items = picked.map((file) => ({ key: ++nextKey, file, progress: 0, error: null }));
    setPendingAnd((prev) => [...prev, ...items]);
    for (const item of items) void send(item);
  };

  return { pending, setPendingAnd, latest, busy, send, choose };
}

import JSZip from 'jszip';

export interface DocxLimits {
  /** Largest file accepted for in-page rendering, in bytes. */
  maxFileBytes: number;
  /** Largest total unpacked size, in bytes. */
  maxUnpackedBytes: number;
  /** Largest number of entries in the archive. */
  maxEntries: number;
  /** Largest unpacked / packed ratio over the whole archive. */
  maxRatio: number;
}

export const DOCX_LIMITS: DocxLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  maxUnpackedBytes: 150 * 1024 * 1024,
  maxEntries: 3000,
  maxRatio: 200,
};

export type DocxCheck = { ok: true } | { ok: false; reason: 'too-large' | 'not-docx' | 'bomb' };

interface StreamHelper {
  on(event: 'data', cb: (chunk: Uint8Array) => void): StreamHelper;
  on(event: 'end', cb: () => void): StreamHelper;
  on(event: 'error', cb: (e: unknown) => void): StreamHelper;
  resume(): StreamHelper;
  pause(): StreamHelper;
}

// jszip exposes the declared sizes and a pausable stream only through untyped members.
type ZipEntry = JSZip.JSZipObject & {
  _data?: { uncompressedSize?: number; compressedSize?: number };
  internalStream?: (type: 'uint8array') => StreamHelper;
};

/** Inflates one entry, counting bytes, and stops as soon as the budget is spent. */
function inflateWithBudget(entry: ZipEntry, budget: number): Promise<number> {
  if (!entry.internalStream) return entry.async('uint8array').then((d) => d.length);
  const stream = entry.internalStream('uint8array');
  return new Promise((resolve, reject) => {
    let total = 0;
    stream
      .on('data', (chunk) => {
        total += chunk.length;
        if (total > budget) {
          stream.pause();
          resolve(total);
        }
      })
      .on('error', reject)
      .on('end', () => resolve(total))
      .resume();
  });
}

/**
 * Checks a .docx before docx-preview inflates it: size limit, then the archive's declared and
 * actual unpacked size (a zip bomb can lie in its directory, so entries are inflated against a
 * budget). An unreadable archive is `not-docx`.
 */
export async function checkDocxArchive(data: ArrayBuffer, limits: DocxLimits = DOCX_LIMITS): Promise<DocxCheck> {
  if (data.byteLength > limits.maxFileBytes) return { ok: false, reason: 'too-large' };
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data, { checkCRC32: false });
  } catch {
    return { ok: false, reason: 'not-docx' };
  }
  const entries = Object.values(zip.files).filter((f) => !f.dir) as ZipEntry[];
  if (!zip.file('word/document.xml')) return { ok: false, reason: 'not-docx' };
  if (entries.length > limits.maxEntries) return { ok: false, reason: 'bomb' };
  const maxUnpacked = Math.min(limits.maxUnpackedBytes, Math.max(data.byteLength, 1) * limits.maxRatio);
  let declared = 0;
  for (const e of entries) declared += e._data?.uncompressedSize ?? 0;
  if (declared > maxUnpacked) return { ok: false, reason: 'bomb' };
  let actual = 0;
  for (const e of entries) {
    try {
      actual += await inflateWithBudget(e, maxUnpacked - actual);
    } catch {
      return { ok: false, reason: 'not-docx' };
    }
    if (actual > maxUnpacked) return { ok: false, reason: 'bomb' };
  }
  return { ok: true };
}

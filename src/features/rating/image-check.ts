export type ImageKind = 'jpeg' | 'png';

const NAME = /\.(jpe?g|png)$/i;

/** The kind its name claims: .jpg, .jpeg or .png in any case. */
export function kindByName(name: string): ImageKind | null {
  const m = NAME.exec(name.trim());
  if (!m) return null;
  return m[1].toLowerCase() === 'png' ? 'png' : 'jpeg';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The kind its first bytes show (JPEG FF D8 FF, PNG's 8-byte signature). */
export function kindByBytes(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

function readHead(file: Blob, n: number): Promise<Uint8Array> {
  const head = file.slice(0, n);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * A file is accepted only when both its name and its content say JPEG or PNG: a renamed
 * GIF, a PDF called photo.jpg or a PNG without an extension are all refused.
 */
export async function isAcceptedImage(file: File): Promise<boolean> {
  if (!kindByName(file.name)) return false;
  try {
    return kindByBytes(await readHead(file, 8)) !== null;
  } catch {
    return false;
  }
}

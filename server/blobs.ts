/**
 * Uploaded and generated files on the gateway server: a directory addressed by content hash
 * (`files/ab/abcdef…`, SHA-256), so the same bytes are stored once. A file is written to a
 * temporary name, synced and renamed: it is whole or absent, never half written.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from '@/mocks/db/blobs';

export function directoryBlobStore(dir: string): BlobStore {
  const pathOf = (hash: string) => join(dir, hash.slice(0, 2), hash);
  return {
    async put(_id, bytes) {
      const buf = Buffer.from(bytes);
      const hash = createHash('sha256').update(buf).digest('hex');
      const target = pathOf(hash);
      await mkdir(join(dir, hash.slice(0, 2)), { recursive: true });
      const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      const handle = await open(tmp, 'w');
      try {
        await handle.writeFile(buf);
        await handle.sync();
      } catch (e) {
        await handle.close();
        await rm(tmp, { force: true });
        throw e;
      }
      await handle.close();
      await rename(tmp, target);
      return `sha256:${hash}`;
    },
    async get(key) {
      const m = /^sha256:([0-9a-f]{64})$/.exec(key);
      if (!m) return null;
      try {
        const buf = await readFile(pathOf(m[1]));
        return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
      } catch {
        return null;
      }
    },
  };
}

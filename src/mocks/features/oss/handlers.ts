import { HttpResponse } from 'msw';
import { blobs } from '@/mocks/db/blobs';
import { defineTable, newId, type Row } from '@/mocks/db/store';
import { fail, GATEWAY_PREFIX, handle, route, type Ctx } from '@/mocks/gateway';
import type { UploadedFile } from '@/contract/file';

/** Metadata of an uploaded file; the bytes live apart (see `bytes` below). */
export interface StoredFileRow extends Row {
  name: string;
  size: number;
  type: string;
  ownerUserId: string;
  createdAt: number;
  /** Where the bytes are (db/blobs.ts): a content hash on the server; absent: the file's id. */
  blob?: string;
}

export const storedFiles = defineTable<StoredFileRow>('ossFiles');

export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 9;

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  mp4: 'video/mp4',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
};

function typeOf(name: string, declared: string): string {
  if (declared && declared !== 'application/octet-stream') return declared;
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/** Where the files are served: the gateway base of the upload request plus `/oss/files`. */
function filesBase(pathname: string): string {
  const at = pathname.lastIndexOf('/oss/uploadFile');
  return `${at >= 0 ? pathname.slice(0, at) : GATEWAY_PREFIX}/oss/files`;
}

/** Stores the multipart `files` of an upload (also the chat's `/im/upload/uploadMultipartFile`). */
export const uploadResolver = async ({ form, request, requireSession }: Ctx): Promise<UploadedFile[]> => {
  const session = requireSession();
  if (!form) fail('请使用 multipart/form-data 上传文件');
  const entries = (form as FormData).getAll('files').filter((v): v is File => typeof v !== 'string');
  if (entries.length === 0) fail('上传文件不能为空');
  if (entries.length > MAX_FILES_PER_UPLOAD) fail(`一次最多上传${MAX_FILES_PER_UPLOAD}个文件`);
  for (const f of entries) {
    if (f.size === 0) fail(`文件${f.name}为空`);
    if (f.size > MAX_FILE_BYTES) fail(`文件${f.name}超过20MB`);
  }
  const base = filesBase(new URL(request.url).pathname);
  const out: UploadedFile[] = [];
  for (const f of entries) {
    const id = newId('F');
    const name = f.name || 'file';
    const type = typeOf(name, f.type);
    const blob = await blobs().put(id, await f.arrayBuffer());
    storedFiles.insert({ id, name, size: f.size, type, ownerUserId: session.userId, createdAt: Date.now(), blob });
    out.push({ url: `${base}/${id}/${encodeURIComponent(name)}`, name, size: f.size, type });
  }
  return out;
};

/**
 * A file the gateway makes itself (a notice rendered as a document), stored like an upload of
 * `ownerUserId` and served at the same public, unguessable address.
 */
export async function storeMadeFile(
  ownerUserId: string,
  name: string,
  type: string,
  text: string,
  gatewayBase: string,
): Promise<UploadedFile> {
  const id = newId('F');
  const bytes = new TextEncoder().encode(text);
  const blob = await blobs().put(id, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  storedFiles.insert({ id, name, size: bytes.byteLength, type, ownerUserId, createdAt: Date.now(), blob });
  return { url: `${gatewayBase}/oss/files/${id}/${encodeURIComponent(name)}`, name, size: bytes.byteLength, type };
}

export const handlers = [
  handle('post', '/oss/uploadFile', uploadResolver),
  // Public and unsigned, like an object store's file address: <img> and the preview load it.
  route('get', `*${GATEWAY_PREFIX}/oss/files/:id/:name`, async ({ params }) => {
    const id = String(params.id);
    const row = storedFiles.get(id);
    const bytes = row ? await blobs().get(row.blob ?? id) : null;
    if (!row || !bytes) return new HttpResponse('文件不存在', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return new HttpResponse(bytes, {
      status: 200,
      headers: {
        'Content-Type': row.type,
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'private, max-age=3600',
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      },
    });
  }),
];

import { gateway } from '@/lib/http/client';
import { uploadFiles, type UploadedFile } from '@/lib/http/upload';
import type { IMMessage } from '../types';

/** Where chat files are uploaded (docs/spec-rules.md section 7). */
export const IM_UPLOAD_PATH = '/im/upload/uploadMultipartFile';

/** Uploads one chat file with progress (`POST /im/upload/uploadMultipartFile`). */
export async function uploadChatFile(
  file: File,
  opts: { onProgress?: (p: number) => void; signal?: AbortSignal; silent?: boolean },
): Promise<UploadedFile> {
  const [stored] = await uploadFiles(file, { ...opts, path: IM_UPLOAD_PATH });
  return stored;
}

export interface SendFileParams {
  tmpId: string;
  toId: string;
  topic: string;
  name: string;
  url: string;
  size: number;
}

/** Stores a file message and delivers it to the peer (`POST /im/msg/sendFile`); resolves with the stored message. */
export function sendFile(params: SendFileParams): Promise<IMMessage> {
  return gateway.post('/im/msg/sendFile', params);
}

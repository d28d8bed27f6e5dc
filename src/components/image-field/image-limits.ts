import { IMAGE_MESSAGES } from '@/lib/image/check';

/** One photo of a form: uploading, uploaded (url) or failed (retry). Kept in the form's draft. */
export interface DraftImage {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  /** While uploading: compressing in the worker, or sending. */
  phase?: 'compress' | 'upload';
  url?: string;
  progress?: number;
  /** Not sent because nobody is logged in: kept, and sent once the user has logged in. */
  needsLogin?: boolean;
}

export const MAX_FIELD_IMAGES = 8;
/** A passing message of the field stays this long (docs/spec-rules.md section 8: the wrong-type notice shows 2 s). */
export const IMAGE_NOTICE_MS = 2000;

export const IMAGE_FIELD_MESSAGES = {
  imageType: IMAGE_MESSAGES.type,
  imageCount: (max: number) => `最多上传${max}张图片`,
  uploadFailed: '图片上传失败，请点击图片上的重试',
  uploadNeedsLogin: '登录后即可上传图片，已填写的内容和图片会保留',
} as const;

/**
 * How far a PDF or Word preview has come (issue 35, item 5): the viewer's own code, then the
 * file's bytes, then the first render. The viewer reports; FilePreview shows it with a cancel.
 */
export type LoadStage = 'code' | 'download' | 'render' | 'done';

export interface LoadProgress {
  stage: LoadStage;
  /** Bytes of the file so far (download). */
  loaded?: number;
  /** The file's size when the server says it; absent when unknown. */
  total?: number;
}

export type ReportProgress = (progress: LoadProgress) => void;

/** The words of each stage: what the status region announces, once per stage. */
export const STAGE_TEXT: Record<Exclude<LoadStage, 'done'>, string> = {
  code: '正在加载预览组件…',
  download: '正在下载文件',
  render: '正在显示…',
};

/** 512 B, 12.3 KB, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, Math.round(bytes))} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `1.2 MB / 3.4 MB`, the bytes so far alone when the size is unknown, '' before the first byte. */
export function bytesText({ loaded = 0, total }: LoadProgress): string {
  const known = total !== undefined && Number.isFinite(total) && total > 0;
  if (known) return `${formatBytes(Math.min(loaded, total))} / ${formatBytes(total)}`;
  return loaded > 0 ? formatBytes(loaded) : '';
}

/** A size from a header or pdf.js: a positive finite number, else undefined (unknown). */
export function knownSize(n: unknown): number | undefined {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

import { useCallback } from 'react';
import { useAppNavigate } from '@/lib/router/navigation';
import type { PreviewButton, PreviewRouteState } from '../types';
import { paths } from '@/config/routes';

export interface OpenPreviewOptions {
  /** Action buttons under the document; `action` is an in-app route or `back`. */
  buttons?: PreviewButton[];
  /** Plain text shown in the note area. */
  note?: string;
  /** Title bar text (default 文件预览). */
  title?: string;
  replace?: boolean;
}

/** The previewFile target for a file address; the address also goes in the query so a reload keeps it. */
export function previewFileTarget(url: string): string {
  return paths.previewFile({ fileUrl: url });
}

/** Opens the file preview view (keeps the area parameters); the one way other screens open it. */
export function useOpenPreview(): (url: string, opts?: OpenPreviewOptions) => void {
  const go = useAppNavigate();
  return useCallback(
    (url: string, opts: OpenPreviewOptions = {}) => {
      const state: PreviewRouteState = { url, buttons: opts.buttons, note: opts.note, title: opts.title };
      go(previewFileTarget(url), { state, replace: opts.replace });
    },
    [go],
  );
}

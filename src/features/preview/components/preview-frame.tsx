import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { env } from '@/config/env';
import { buildFrameUrl } from '../frame-url';
import { useZoom } from '../hooks/use-zoom';
import { checkAddress } from '../viewer-choice';
import { FRAME_ZOOM } from '../zoom';
import { PreviewProblem } from './preview-problem';
import styles from './preview.module.css';

export interface PreviewFrameProps {
  /** Absolute address that passed checkAddress: the service fetches it. */
  url: string;
  name: string;
  base?: string;
  encoding?: 'base64' | 'uri';
}

/** The online preview service (kkFileView) in a frame, with 放大 / 缩小 of its width. */
export function PreviewFrame({ url, name, base = env.previewBase, encoding = env.previewEncoding }: PreviewFrameProps) {
  const zoom = useZoom(FRAME_ZOOM);
  // The frame's service fetches what it is given: only an address that passes the allow-list
  // (the kkFileView file-read and SSRF shapes never reach it), whoever renders this frame.
  const allowed = useMemo(() => checkAddress(url, window.location.href), [url]);
  const src = useMemo(() => (allowed.ok ? buildFrameUrl(base, allowed.href, encoding) : null), [base, allowed, encoding]);
  if (!src) return <PreviewProblem kind="not-allowed" name={name} extension="" />;
  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar}>
        <span className={styles.zoomValue} data-testid="frame-zoom">
          {zoom.value}%
        </span>
        <div className={styles.toolbarGroup}>
          <Button size="small" disabled={!zoom.canZoomOut} onClick={zoom.zoomOut}>
            缩小
          </Button>
          <Button size="small" disabled={!zoom.canZoomIn} onClick={zoom.zoomIn}>
            放大
          </Button>
        </div>
      </div>
      <div className={styles.frameBox}>
        <iframe
          className={styles.frame}
          style={{ width: `${zoom.value}%` }}
          src={src}
          title={`在线预览：${name}`}
          // No top navigation and no same-window popups: a compromised preview service page
          // cannot take over the app.
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads allow-forms"
          referrerPolicy="no-referrer"
        />
      </div>
    </div>
  );
}

import { ImageViewer as AdmImageViewer } from 'antd-mobile';
import { useState } from 'react';
import type { ReportProblem } from '../types';
import styles from './preview.module.css';

export interface ImageViewerProps {
  url: string;
  name: string;
  onProblem: ReportProblem;
}

/** The image at the page's width; a tap opens the full-screen viewer with pinch zoom. */
export function ImageViewer({ url, name, onProblem }: ImageViewerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`${styles.viewer} ${styles.imageViewer}`}>
      <img
        className={styles.image}
        src={url}
        alt={name}
        referrerPolicy="no-referrer"
        onClick={() => setOpen(true)}
        onError={() => onProblem('unreachable')}
      />
      <div className={styles.imageHint}>点击图片可全屏查看，双指缩放</div>
      <AdmImageViewer image={url} visible={open} onClose={() => setOpen(false)} maxZoom={5} />
    </div>
  );
}

import { ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import type { Photo } from '../types';
import styles from './gallery.module.css';

/** Thumbnails as buttons; each opens the image viewer at that photo (swipe for the others). */
export function PhotoGallery({ hallName, photos }: { hallName: string; photos: Photo[] }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <h2 className={styles.title}>
        {hallName}（{photos.length}张）
      </h2>
      <ul className={styles.grid}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <button type="button" className={styles.thumb} onClick={() => setIndex(i)} aria-label={`查看大图：${p.title}`}>
              <img src={p.url} alt="" />
              <span>{p.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer.Multi
        images={photos.map((p) => p.url)}
        visible={index !== null}
        defaultIndex={index ?? 0}
        onClose={() => setIndex(null)}
        renderFooter={(_, i) => <p className={styles.caption}>{photos[i]?.title}</p>}
      />
    </>
  );
}

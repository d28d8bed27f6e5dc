import { ImageViewer, type MultiImageViewerRef } from 'antd-mobile';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Photo } from '../types';
import styles from './gallery.module.css';

/**
 * Thumbnails as buttons; each opens the image viewer at that photo (swipe for the others).
 * antd-mobile's viewer is hidden from assistive technology and has no buttons: a bar of its own
 * above it says which photo shows and gives 上一张 / 下一张 / 关闭 (also ← → and Esc); closing
 * puts the focus back on the thumbnail.
 */
export function PhotoGallery({ hallName, photos }: { hallName: string; photos: Photo[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const viewer = useRef<MultiImageViewerRef>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = index !== null;

  // The viewer keeps its own index from its first mount: move it to the photo asked for.
  const show = (i: number) => {
    const next = Math.max(0, Math.min(photos.length - 1, i));
    viewer.current?.swipeTo(next, true);
    setIndex(next);
  };
  const close = () => {
    setIndex(null);
    opener.current?.focus();
  };

  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (index === null) return;
    if (e.key === 'Escape') close();
    else if (e.key === 'ArrowLeft') show(index - 1);
    else if (e.key === 'ArrowRight') show(index + 1);
    else return;
    e.preventDefault();
  };
  const step = (to: number) => () => {
    if (to >= 0 && to < photos.length) show(to);
  };

  return (
    <>
      <h2 className={styles.title}>
        {hallName}（{photos.length}张）
      </h2>
      <ul className={styles.grid}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              className={styles.thumb}
              onClick={(e) => {
                opener.current = e.currentTarget;
                show(i);
              }}
              aria-label={`查看大图：${p.title}`}
            >
              <img src={p.url} alt="" />
              <span>{p.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer.Multi
        ref={viewer}
        images={photos.map((p) => p.url)}
        visible={open}
        defaultIndex={index ?? 0}
        onIndexChange={setIndex}
        onClose={close}
        imageRender={(src, { ref, index: i }) => <img ref={ref} src={src} alt={photos[i]?.title ?? ''} draggable={false} />}
      />
      {index !== null ? (
        <ViewerBar
          index={index}
          count={photos.length}
          title={photos[index]?.title}
          step={step}
          closeRef={closeButton}
          onClose={close}
          onKeyDown={onKeyDown}
        />
      ) : null}
    </>
  );
}

/** The viewer's own bar: which photo shows, 上一张 / 下一张 / 关闭, and the keys (← → Esc). */
function ViewerBar({
  index,
  count,
  title,
  step,
  closeRef,
  onClose,
  onKeyDown,
}: {
  index: number;
  count: number;
  title: string | undefined;
  step: (to: number) => () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onKeyDown: (e: React.KeyboardEvent) => void;
}) {
  return (
    <div className={styles.viewerBar} role="dialog" aria-modal="true" aria-label="查看大厅图片" onKeyDown={onKeyDown}>
      <p className={styles.caption} aria-live="polite">
        第{index + 1}/{count}张：{title}
      </p>
      <div className={styles.viewerButtons}>
        <button type="button" onClick={step(index - 1)} aria-disabled={index === 0}>
          上一张
        </button>
        <button type="button" onClick={step(index + 1)} aria-disabled={index === count - 1}>
          下一张
        </button>
        <button type="button" ref={closeRef} onClick={onClose}>
          关闭
        </button>
      </div>
    </div>
  );
}

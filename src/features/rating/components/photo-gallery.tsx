import { useAppNavigate } from '@/lib/router/navigation';
import { previewHref } from '../format';
import styles from './rating.module.css';

/** The photos sent with a rating or a complaint: each opens in the file preview. */
export function PhotoGallery({ urls }: { urls: string[] }) {
  const go = useAppNavigate();
  if (!urls.length) return null;
  return (
    <div className={styles.gallery}>
      {urls.map((url, i) => (
        <button key={url} type="button" className={styles.galleryItem} onClick={() => go(previewHref(url))} aria-label={`查看图片${i + 1}`}>
          <img src={url} alt={`图片${i + 1}`} />
        </button>
      ))}
    </div>
  );
}

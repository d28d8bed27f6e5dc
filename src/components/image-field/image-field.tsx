import { ProgressBar } from 'antd-mobile';
import type { ChangeEvent } from 'react';
import { messengerImagePick } from '@/lib/bridge/image-input';
import { toast } from '@/lib/feedback/feedback';
import { IMAGE_FIELD_MESSAGES, MAX_FIELD_IMAGES, type DraftImage } from './image-limits';
import styles from './image-field.module.css';

export interface ImageFieldProps {
  images: DraftImage[];
  onAdd: (files: File[]) => void;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  canRetry: (key: string) => boolean;
  /** Most photos (default 8). */
  max?: number;
  /** A passing message of the field (a refused type, too many photos), shown 2 s. */
  notice?: string | null;
}

/**
 * The photo picker of forms: up to `max` photos, each with its upload state, a retry when it
 * failed and a remove button. Inside the messenger its own picker (album or camera), the file
 * input everywhere else. The state behind it is `useImageUploads` (the shared image path).
 */
export function ImageField({ images, onAdd, onRetry, onRemove, canRetry, max = MAX_FIELD_IMAGES, notice = null }: ImageFieldProps) {
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Reset so that choosing the same file again (after removing it) fires a change.
    e.target.value = '';
    if (files.length) onAdd(files);
  };
  // Inside the messenger its own picker (album or camera); the file input everywhere else.
  const pickInMessenger = messengerImagePick(max - images.length, onAdd, () => toast.fail('选择图片失败，请重试'));
  return (
    <>
      <div className={styles.images}>
        {images.map((img, i) => (
          <div key={img.key} className={styles.thumb} data-testid="rating-image" aria-label={`图片${i + 1}`}>
            {img.url ? <img src={img.url} alt={img.name} /> : <span>{img.name}</span>}
            {img.status === 'uploading' ? (
              <div className={styles.thumbState} role="status">
                <span>
                  {img.phase === 'compress' ? '压缩中' : '上传中'} {img.progress ?? 0}%
                </span>
                <ProgressBar percent={img.progress ?? 0} className={styles.progress} />
              </div>
            ) : null}
            {img.status === 'failed' ? (
              <div className={styles.thumbState}>
                <span>{img.needsLogin ? '登录后上传' : '上传失败'}</span>
                {canRetry(img.key) && !img.needsLogin ? (
                  <button type="button" className={styles.retry} onClick={() => onRetry(img.key)} aria-label={`重试上传图片${i + 1}`}>
                    重试
                  </button>
                ) : null}
              </div>
            ) : null}
            <button type="button" className={styles.remove} onClick={() => onRemove(img.key)} aria-label={`删除图片${i + 1}`}>
              ×
            </button>
          </div>
        ))}
        {images.length < max ? (
          <label className={styles.add}>
            <span className={styles.plus}>+</span>
            <span>添加图片</span>
            <input
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              multiple
              onChange={pick}
              onClick={pickInMessenger}
              aria-label="添加图片"
            />
          </label>
        ) : null}
      </div>
      {images.some((i) => i.needsLogin) ? (
        <p className={styles.needsLogin} role="status">
          {IMAGE_FIELD_MESSAGES.uploadNeedsLogin}
        </p>
      ) : null}
      {notice ? (
        <div className={styles.notice} role="status">
          {notice}
        </div>
      ) : null}
    </>
  );
}

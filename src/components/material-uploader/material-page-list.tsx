import { Button, ProgressBar } from 'antd-mobile';
import type { UploadedFile } from '@/contract/file';
import styles from './material-uploader.module.css';
import type { Pending } from './use-material-pages';

const isImage = (u: UploadedFile) => u.type.startsWith('image/') || /\.(jpe?g|png)$/i.test(u.name);

/** The material's pages: those uploaded (each with 删除), then those on their way or failed. */
export function MaterialPageList({
  name,
  files,
  pending,
  onRemove,
  onRetry,
  onDrop,
}: {
  name: string;
  files: UploadedFile[];
  pending: Pending[];
  onRemove: (url: string) => void;
  onRetry: (p: Pending) => void;
  onDrop: (key: number) => void;
}) {
  return (
    <ul className={styles.pages} aria-label={`${name}已选的页`}>
      {files.map((f, i) => (
        <li key={f.url} className={styles.page}>
          {isImage(f) ? (
            <img className={styles.thumb} src={f.url} alt={`${name}第${i + 1}页`} />
          ) : (
            <span className={styles.doc}>{`第${i + 1}页 PDF`}</span>
          )}
          <Button size="mini" fill="none" aria-label={`删除${name}第${i + 1}页`} onClick={() => onRemove(f.url)}>
            删除
          </Button>
        </li>
      ))}
      {pending.map((p) => (
        <PendingPage key={p.key} p={p} onRetry={() => onRetry(p)} onDrop={() => onDrop(p.key)} />
      ))}
    </ul>
  );
}

/** A page on its way (its progress), or failed (its error, 重试 and 放弃). */
function PendingPage({ p, onRetry, onDrop }: { p: Pending; onRetry: () => void; onDrop: () => void }) {
  return (
    <li className={styles.pending}>
      <span>{p.file.name}</span>
      {p.error ? (
        <>
          <p className={styles.error} role="alert">
            {p.file.name}上传失败：{p.error}
          </p>
          <div className={styles.row}>
            <Button size="mini" onClick={onRetry}>
              重试
            </Button>
            <Button size="mini" fill="none" onClick={onDrop}>
              放弃
            </Button>
          </div>
        </>
      ) : (
        <>
          <ProgressBar percent={p.progress} aria-hidden />
          <span role="status">{`正在上传 ${p.progress}%`}</span>
        </>
      )}
    </li>
  );
}

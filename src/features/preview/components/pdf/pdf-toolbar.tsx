import { Button } from 'antd-mobile';
import styles from '../preview.module.css';

interface Props {
  page: number;
  total: number;
  onPage: (n: number) => void;
  zoom: { value: number; canZoomIn: boolean; canZoomOut: boolean; zoomIn: () => void; zoomOut: () => void };
}

/** Previous / next with current/total, and zoom out / in with the percentage. */
export function PdfToolbar({ page, total, onPage, zoom }: Props) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarGroup}>
        <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          上一页
        </Button>
        <span className={styles.indicator} aria-live="polite" aria-label="当前页/总页数" data-testid="pdf-indicator">
          {page}/{total}
        </span>
        <Button size="small" disabled={page >= total} onClick={() => onPage(page + 1)}>
          下一页
        </Button>
      </div>
      <div className={styles.toolbarGroup}>
        <Button size="small" fill="none" disabled={!zoom.canZoomOut} onClick={zoom.zoomOut} aria-label="缩小">
          缩小
        </Button>
        <span className={styles.zoomValue} data-testid="pdf-zoom">
          {zoom.value}%
        </span>
        <Button size="small" fill="none" disabled={!zoom.canZoomIn} onClick={zoom.zoomIn} aria-label="放大">
          放大
        </Button>
      </div>
    </div>
  );
}

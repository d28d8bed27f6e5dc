import { NoticeBar } from 'antd-mobile';
import styles from './update-notice.module.css';

/** The notice of a new version (docs/deploy.md, "A redeploy"): a tap reloads, the cross hides it. */
export function UpdateNotice({ onReload, onClose }: { onReload: () => void; onClose: () => void }) {
  return (
    <div className={styles.notice} role="status">
      <NoticeBar
        color="info"
        wrap
        closeable
        onClose={onClose}
        content={
          <button type="button" className={styles.reload} onClick={onReload}>
            发现新版本，点击刷新
          </button>
        }
      />
    </div>
  );
}

import { useNetworkState } from '@/lib/network/online';
import styles from './network-line.module.css';

/**
 * The app's word on the network, under each page's title bar: while the phone is offline, that
 * it is and what still works; when the network comes back, 网络已恢复 for a moment (pages that
 * waited load by themselves). A polite live region: each change is read once, and the page below
 * moves down instead of being covered.
 */
export function NetworkLine() {
  const network = useNetworkState();
  return (
    // Always present, empty while online: a live region must be in place before what it announces.
    <div role="status">
      {network === 'offline' ? (
        <div className={`${styles.line} ${styles.offline}`}>
          <span className={styles.title}>网络已断开</span>，已打开过的页面和您的取号、预约、证照仍可查看，连网后自动刷新
        </div>
      ) : network === 'back' ? (
        <div className={`${styles.line} ${styles.back}`}>网络已恢复</div>
      ) : null}
    </div>
  );
}

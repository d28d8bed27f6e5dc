import { StatusBlock } from './status-block';
import styles from './states.module.css';

/** The not-found page; also what automated browsers without the test flag see. */
export function NotFound() {
  return (
    <main className={styles.notFound}>
      <h1>页面不存在</h1>
      <StatusBlock status="missing" title="找不到这个页面" description="您访问的页面不存在或已下线" />
      <a href="#/" className={styles.home}>
        返回首页
      </a>
    </main>
  );
}

import { Button } from 'antd-mobile';
import { StatusBlock } from '../components/status-block';
import { useAppNavigate } from '../lib/router/navigation';
import { storedAreaParams } from '../lib/router/defaults';
import { env } from '../config/env';
import { paths } from '../config/routes';
import { withAreaParams } from '../lib/router/href';
import styles from './area-error.module.css';

/** A URL whose fixedArea lies outside its rootArea: say so, and offer the default area. */
export function AreaError({ message }: { message: string }) {
  const go = useAppNavigate();
  const fallback = storedAreaParams();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>区域不在服务范围内</h1>
      <div role="alert">
        <StatusBlock status="error" title="请重新选择区域" description={message} />
      </div>
      <Button
        color="primary"
        className={styles.retry}
        onClick={() =>
          go(withAreaParams(paths.cityChoose(), { fixedArea: env.fixedArea, rootArea: env.rootArea, sys: fallback.sys }), { replace: true })
        }
      >
        重新选择区域
      </Button>
    </main>
  );
}

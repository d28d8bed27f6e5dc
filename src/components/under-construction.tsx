import { StatusBlock } from './status-block';
import { PageShell } from './page-shell';
import { AppLink } from '../lib/router/navigation';
import { paths } from '@/config/routes';
import styles from './under-construction.module.css';

/** Shown by routes whose page a later issue builds (marked `construction` in the route table). */
export default function UnderConstruction({ title = '功能建设中' }: { title?: string }) {
  return (
    <PageShell title={title}>
      <div className={styles.body}>
        <StatusBlock status="busy" title="该功能正在建设中" description="敬请期待，您可以先使用首页的其他服务" />
        <AppLink to={paths.home()} className={styles.homeLink}>
          返回首页
        </AppLink>
      </div>
    </PageShell>
  );
}

import { StatusBlock } from './status-block';
import { PageShell } from './page-shell';
import { AppLink } from '../lib/router/navigation';
import { paths } from '@/config/routes';

/** Shown by routes whose page a later issue builds (marked `construction` in the route table). */
export default function UnderConstruction({ title = '功能建设中' }: { title?: string }) {
  return (
    <PageShell title={title}>
      <div style={{ padding: '48px 16px', textAlign: 'center' }}>
        <StatusBlock status="busy" title="该功能正在建设中" description="敬请期待，您可以先使用首页的其他服务" />
        <AppLink to={paths.home()} style={{ display: 'inline-block', marginTop: 16, fontSize: 'var(--adm-font-size-8)' }}>
          返回首页
        </AppLink>
      </div>
    </PageShell>
  );
}

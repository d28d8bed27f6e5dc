import { PageShell } from '@/components/page-shell';
import { VersionList } from '@/features/app-shell/components/versions';

/** 版本记录: the app's versions from CHANGELOG.md. */
export default function HistoricalVersionsPage() {
  return (
    <PageShell title="版本记录">
      <VersionList />
    </PageShell>
  );
}

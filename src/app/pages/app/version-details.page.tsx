import { useLocation } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { VersionNotes } from '@/features/app-shell/components/versions';

/** 版本详情: one version's notes. */
export default function VersionDetailsPage() {
  const location = useLocation();
  return (
    <PageShell title="版本详情">
      <VersionNotes version={new URLSearchParams(location.search).get('version')} />
    </PageShell>
  );
}

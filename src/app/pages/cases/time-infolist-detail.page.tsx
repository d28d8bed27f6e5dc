import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { CaseTimeline } from '@/features/cases/components/case-timeline';

/** 办理进度. */
export default function TimeInfolistDetailPage() {
  const [query] = useSearchParams();
  return (
    <PageShell title="办理进度">
      <CaseTimeline id={query.get('id') ?? ''} />
    </PageShell>
  );
}

import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { CaseInfo } from '@/features/cases/components/case-info';

/** 办件信息. */
export default function OfficeInfolistPage() {
  const [query] = useSearchParams();
  return (
    <PageShell title="办件信息">
      <CaseInfo id={query.get('id') ?? ''} />
    </PageShell>
  );
}

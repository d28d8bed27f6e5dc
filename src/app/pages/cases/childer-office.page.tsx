import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { CaseChildren } from '@/features/cases/components/case-children';

/** 子办件. */
export default function ChilderOfficePage() {
  const [query] = useSearchParams();
  return (
    <PageShell title="子办件">
      <CaseChildren id={query.get('id') ?? ''} />
    </PageShell>
  );
}

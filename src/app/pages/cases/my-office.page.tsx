import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { CaseList } from '@/features/cases/components/case-list';
import { FILTERS } from '@/features/cases/format';
import type { CaseFilter } from '@/features/cases/types';
import { AppLink } from '@/lib/router/navigation';

/** 我的办件. */
export default function MyOfficePage() {
  const [query] = useSearchParams();
  const raw = query.get('status') ?? 'all';
  const status = (FILTERS.some((f) => f.key === raw) ? raw : 'all') as CaseFilter;
  return (
    <PageShell title="我的办件" right={<AppLink to={paths.handleContinue()}>草稿</AppLink>}>
      <CaseList status={status} keyword={query.get('keyword') ?? ''} />
    </PageShell>
  );
}

import { PageShell } from '@/components/page-shell';
import { useMyEvaluations } from '../hooks/use-evaluations';
import type { EvaluationItem } from '@/features/rating/types';
import { EvaluationCard } from './evaluation-card';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/states';

/** myEval: the user's ratings with their state. */
export function MyEvaluations() {
  const query = useMyEvaluations();
  return (
    <PageShell title="我的评价">
      <PagedList query={query} empty={<EmptyState title="暂无评价" description="评价过的办件和窗口服务会显示在这里" />}>
        {(item: EvaluationItem) => <EvaluationCard key={item.id} item={item} />}
      </PagedList>
    </PageShell>
  );
}

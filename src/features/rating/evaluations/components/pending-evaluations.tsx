import { PullToRefresh } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { usePendingEvaluations } from '../hooks/use-evaluations';
import { EvaluationCard } from './evaluation-card';

/** myNewEval: every case and window service waiting for a rating. */
export function PendingEvaluations() {
  const pending = usePendingEvaluations();
  return (
    <PageShell title="待评价">
      <PullToRefresh onRefresh={async () => void (await pending.refetch())}>
        <QueryView
          query={pending}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title="暂无待评价事项" description="您已完成全部评价，感谢您的参与" />}
        >
          {(items) => (
            <>
              {items.map((item) => (
                <EvaluationCard key={item.id} item={item} />
              ))}
            </>
          )}
        </QueryView>
      </PullToRefresh>
    </PageShell>
  );
}

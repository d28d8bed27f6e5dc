import { Badge, List } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { ListRow } from '@/components/list-row';
import { usePendingEvaluations } from '../hooks/use-evaluations';
import { EvaluationCard } from './evaluation-card';
import styles from '@/features/rating/components/rating.module.css';
import { paths } from '@/config/routes/index';

/** 好差评: what waits for a rating, and the way to the user's ratings. */
export function EvaluationHub() {
  const pending = usePendingEvaluations();
  const count = pending.data?.length ?? 0;
  return (
    <PageShell title="好差评">
      <div className={`${styles.card} ${styles.intro}`}>
        政务服务“好差评”：您可以对办理的事项和窗口服务进行评价，差评会由专人回访整改，并在规定时间内答复。
      </div>
      <List>
        {[
          { to: paths.myNewEval(), title: '待评价', badge: count },
          { to: paths.myEval(), title: '我的评价', badge: 0 },
          { to: paths.feedbackMe(), title: '回复我的', badge: 0 },
        ].map((entry) => (
          <ListRow
            key={entry.to}
            to={entry.to}
            label={entry.badge ? `${entry.title}（${entry.badge}项）` : entry.title}
            extra={entry.badge ? <Badge content={entry.badge} aria-hidden /> : null}
          >
            {entry.title}
          </ListRow>
        ))}
      </List>
      <h2 className={styles.listTitle}>待评价</h2>
      <QueryView
        query={pending}
        isEmpty={(d) => d.length === 0}
        empty={<EmptyState title="暂无待评价事项" description="办结的事项和窗口服务会出现在这里" />}
      >
        {(items) => (
          <>
            {items.slice(0, 3).map((item) => (
              <EvaluationCard key={item.id} item={item} />
            ))}
          </>
        )}
      </QueryView>
    </PageShell>
  );
}

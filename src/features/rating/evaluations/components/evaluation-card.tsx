import { Button } from 'antd-mobile';
import { AppLink } from '@/lib/router/navigation';
import { formatTime } from '@/features/rating/format';
import type { EvaluationItem } from '@/features/rating/types';
import styles from '@/features/rating/components/rating.module.css';
import { paths } from '@/config/routes/index';

/** A case or window service to rate, or already rated. */
export function EvaluationCard({ item }: { item: EvaluationItem }) {
  const done = item.status === 'done';
  return (
    <article className={styles.card} aria-label={item.matterName}>
      <div className={styles.cardHead}>
        <span>{item.matterName}</span>
        <span className={styles.hint}>{item.kind === 'case' ? '办件评价' : '窗口评价'}</span>
      </div>
      <div className={styles.meta}>
        {item.hallName} · {item.windowName} · 工作人员{item.staffName}
      </div>
      <div className={styles.meta}>办理时间：{formatTime(item.handledAt)}</div>
      {done ? (
        <>
          <div className={styles.text}>
            <strong>{item.levelText}</strong>
            {item.tags?.length ? `（${item.tags.join('、')}）` : ''}
          </div>
          <div className={styles.meta}>
            评价时间：{item.evaluatedAt ? formatTime(item.evaluatedAt) : ''} · {item.replyStatus}
          </div>
          <div className={styles.cardActions}>
            <AppLink to={paths.watchEvaluated({ id: item.id })}>
              <Button size="small" fill="outline">
                查看评价
              </Button>
            </AppLink>
          </div>
        </>
      ) : (
        <div className={styles.cardActions}>
          <AppLink to={paths.evaluationPage({ id: item.id })} aria-label={`评价${item.matterName}`}>
            <Button size="small" color="primary">
              去评价
            </Button>
          </AppLink>
        </div>
      )}
    </article>
  );
}

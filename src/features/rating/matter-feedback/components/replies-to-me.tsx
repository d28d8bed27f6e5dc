import { PullToRefresh } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { AppLink } from '@/lib/router/navigation';
import { formatTime } from '@/features/rating/format';
import { useRepliesToMe } from '../hooks/use-matter-feedback';
import type { ReplyToMe } from '@/features/rating/types';
import styles from '@/features/rating/components/rating.module.css';
import { paths } from '@/config/routes/index';

const KIND: Record<ReplyToMe['kind'], { label: string; href: (id: string) => string }> = {
  complaint: { label: '投诉建议', href: (id) => paths.complaintDetails({ id }) },
  evaluation: { label: '好差评', href: (id) => paths.watchEvaluated({ id }) },
  matter: { label: '指南纠错', href: (id) => paths.mFeedbackInfo({ id }) },
};

/** feedbackMe: staff replies to the user, newest first, each opening what it answers. */
export function RepliesToMe() {
  const query = useRepliesToMe();
  return (
    <PageShell title="回复我的">
      <PullToRefresh onRefresh={async () => void (await query.refetch())}>
        <QueryView
          query={query}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title="暂无回复" description="工作人员对您的投诉、评价和纠错的答复会显示在这里" />}
        >
          {(items) => (
            <>
              {items.map((r) => (
                <AppLink
                  key={`${r.kind}-${r.id}-${r.reply.time}`}
                  to={KIND[r.kind].href(r.id)}
                  className={styles.cardLink}
                  aria-label={`${KIND[r.kind].label}：${r.title}`}
                >
                  <article className={styles.card}>
                    <div className={styles.cardHead}>
                      <span>{r.title}</span>
                      <span className={styles.hint}>{KIND[r.kind].label}</span>
                    </div>
                    <div className={styles.reply}>
                      <div className={styles.replyHead}>
                        <span>{r.reply.replier}</span>
                        <time>{formatTime(r.reply.time)}</time>
                      </div>
                      <div>{r.reply.content}</div>
                    </div>
                  </article>
                </AppLink>
              ))}
            </>
          )}
        </QueryView>
      </PullToRefresh>
    </PageShell>
  );
}

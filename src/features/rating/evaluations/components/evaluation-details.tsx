import { List } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { formatTime } from '@/features/rating/format';
import { useEvaluation } from '../hooks/use-evaluations';
import { Replies } from '@/features/rating/components/replies';
import { MissingId } from '@/features/rating/components/missing-id';
import { paths } from '@/config/routes/index';
import styles from '@/features/rating/components/rating.module.css';

/** watchEvaluated: one rating, what was said and the answer to a bad one. */
export function EvaluationDetails({ id }: { id: string }) {
  const query = useEvaluation(id);
  return (
    <PageShell title="评价详情">
      {!id ? (
        <MissingId to={paths.myEval()} list="我的评价" />
      ) : (
        <QueryView query={query}>
          {(e) => (
            <>
              <List header="评价对象">
                <List.Item extra={e.matterName}>办理事项</List.Item>
                <List.Item extra={e.hallName}>服务大厅</List.Item>
                <List.Item extra={`${e.windowName} · ${e.staffName}`}>服务窗口</List.Item>
                <List.Item extra={formatTime(e.handledAt)}>办理时间</List.Item>
              </List>
              {e.status === 'done' ? (
                <>
                  <section className={styles.card} aria-label="我的评价">
                    <div className={styles.cardHead}>
                      <span>我的评价</span>
                      <strong>{e.levelText}</strong>
                    </div>
                    {e.tags?.length ? <div className={styles.meta}>评价标签：{e.tags.join('、')}</div> : null}
                    <div className={styles.text}>{e.reason || '未填写评价内容'}</div>
                    <div className={styles.meta}>评价时间：{e.evaluatedAt ? formatTime(e.evaluatedAt) : ''}</div>
                  </section>
                  <Replies
                    replies={e.replies}
                    waiting={e.replyStatus === '处理中' ? '已转相关部门回访整改，答复后会显示在这里' : '感谢您的评价'}
                  />
                </>
              ) : (
                <div className={styles.card}>该事项尚未评价。</div>
              )}
            </>
          )}
        </QueryView>
      )}
    </PageShell>
  );
}

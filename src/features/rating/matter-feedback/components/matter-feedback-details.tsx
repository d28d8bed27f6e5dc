import { List } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { ErrorState } from '@/components/states';
import { formatTime } from '@/features/rating/format';
import { useMatterFeedback } from '../hooks/use-matter-feedback';
import { StatusTag } from '@/features/rating/complaints/components/my-complaints';
import { Replies } from '@/features/rating/components/replies';
import styles from '@/features/rating/components/rating.module.css';

/** mFeedbackInfo: one correction of a matter's guide, with the answer. */
export function MatterFeedbackDetails({ id }: { id: string }) {
  const query = useMatterFeedback(id);
  return (
    <PageShell title="纠错详情">
      {!id ? (
        <ErrorState message="未指定纠错记录" />
      ) : (
        <QueryView query={query}>
          {(f) => (
            <>
              <List header="纠错内容">
                <List.Item extra={f.matterName}>办理事项</List.Item>
                <List.Item extra={f.types.join('、')}>问题类型</List.Item>
                <List.Item extra={formatTime(f.createdAt)}>提交时间</List.Item>
                <List.Item extra={<StatusTag status={f.status} />}>处理状态</List.Item>
              </List>
              <section className={styles.card} aria-label="问题描述">
                <div className={styles.cardHead}>问题描述</div>
                <div className={styles.text}>{f.content}</div>
              </section>
              <Replies replies={f.replies} waiting="事项管理部门正在核实，答复后会显示在这里" />
            </>
          )}
        </QueryView>
      )}
    </PageShell>
  );
}

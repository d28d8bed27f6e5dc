import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { AppLink } from '@/lib/router/navigation';
import { formatTime } from '@/features/rating/format';
import { useComplaints } from '@/features/rating/complaints/hooks/use-complaints';
import { useMyMatterFeedback } from '../hooks/use-matter-feedback';
import type { ComplaintItem, MatterFeedbackRecord } from '@/features/rating/types';
import { ComplaintCard, StatusTag } from '@/features/rating/complaints/components/my-complaints';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/states';
import styles from '@/features/rating/components/rating.module.css';
import { paths } from '@/config/routes/index';

function MatterFeedbackCard({ item }: { item: MatterFeedbackRecord }) {
  return (
    <AppLink to={paths.mFeedbackInfo({ id: item.id })} className={styles.cardLink} aria-label={`${item.matterName}纠错`}>
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <span>{item.matterName}</span>
          <StatusTag status={item.status} />
        </div>
        <div className={styles.meta}>问题类型：{item.types.join('、')}</div>
        <div className={styles.text}>{item.content.length > 60 ? `${item.content.slice(0, 60)}…` : item.content}</div>
        <div className={styles.meta}>{formatTime(item.createdAt)}</div>
      </div>
    </AppLink>
  );
}

function Ratings() {
  const query = useComplaints();
  return (
    <PagedList query={query} empty={<EmptyState title="暂无意见反馈" description="您对数字门牌的评价和建议会显示在这里" />}>
      {(item: ComplaintItem) => <ComplaintCard key={item.id} item={item} />}
    </PagedList>
  );
}

function Corrections() {
  const query = useMyMatterFeedback();
  return (
    <PagedList query={query} empty={<EmptyState title="暂无纠错记录" description="在办事指南页面可以提交纠错" />}>
      {(item: MatterFeedbackRecord) => <MatterFeedbackCard key={item.id} item={item} />}
    </PagedList>
  );
}

/** myFeedback: the user's feedback on the service and corrections of guides. */
export function MyFeedback() {
  const [query, setQuery] = useSearchParams();
  const tab = query.get('tab') === 'matter' ? 'matter' : 'rating';
  return (
    <PageShell title="我的反馈">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          const next = new URLSearchParams(query);
          next.set('tab', key);
          setQuery(next, { replace: true });
        }}
      >
        <Tabs.Tab title="意见反馈" key="rating">
          <Ratings />
        </Tabs.Tab>
        <Tabs.Tab title="指南纠错" key="matter">
          <Corrections />
        </Tabs.Tab>
      </Tabs>
    </PageShell>
  );
}

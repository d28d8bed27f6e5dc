import { Tag } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { AppLink } from '@/lib/router/navigation';
import { formatCreateTime, starText } from '@/features/rating/format';
import { useComplaints } from '../hooks/use-complaints';
import type { ComplaintItem, ComplaintRecord, ComplaintTicket } from '@/features/rating/types';
import { TicketStatusTag } from './ticket-status-tag';
import { currentStage, monthDay } from '../ticket-rules';
import { PagedList } from '@/components/paged-list';
import { EmptyAction, EmptyState } from '@/components/states';
import styles from '@/features/rating/components/rating.module.css';
import { paths } from '@/config/routes/index';

export function StatusTag({ status }: { status: string }) {
  const color = status === '已回复' ? 'success' : status === '处理中' ? 'warning' : 'default';
  return (
    <Tag color={color} fill="outline">
      {status}
    </Tag>
  );
}

/** One entry of 我的投诉建议: a complaint work order or a rating. */
export function ComplaintCard({ item }: { item: ComplaintItem }) {
  return item.kind === 'ticket' ? <TicketCard item={item} /> : <RatingCard item={item} />;
}

function TicketCard({ item }: { item: ComplaintTicket }) {
  const stage = currentStage(item);
  return (
    <AppLink to={paths.complaintDetails({ id: item.id })} className={styles.cardLink} aria-label={`投诉工单${item.ticketNo} ${item.type}`}>
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <span>投诉 · {item.type}</span>
          <TicketStatusTag status={item.status} />
        </div>
        <div className={styles.meta}>工单号：{item.ticketNo}</div>
        <div className={styles.text}>{item.content.length > 60 ? `${item.content.slice(0, 60)}…` : item.content}</div>
        <div className={styles.meta}>
          {item.subject.label} · {item.subject.hallName}
        </div>
        <div className={styles.meta}>
          {stage
            ? stage.key === 'revisit'
              ? `待您评价处理结果（${monthDay(stage.dueAt)}前）`
              : `${stage.name}中，${monthDay(stage.dueAt)}前完成`
            : `已办结${item.rating ? ` · 您的评价：${item.rating.level}` : ''}`}
        </div>
      </div>
    </AppLink>
  );
}

function RatingCard({ item }: { item: ComplaintRecord }) {
  return (
    <AppLink
      to={paths.complaintDetails({ id: item.id })}
      className={styles.cardLink}
      aria-label={`${item.sumStars}星评价 ${item.createTime}`}
    >
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <span>
            <span className={styles.starsGiven} aria-hidden>
              {starText(item.sumStars)}
            </span>{' '}
            {item.sumStars}星评价
          </span>
          <StatusTag status={item.status} />
        </div>
        {item.complaintCause ? <div className={styles.meta}>问题类型：{item.complaintCause.split(',').join('、')}</div> : null}
        {item.remarks ? (
          <div className={styles.text}>{item.remarks.length > 60 ? `${item.remarks.slice(0, 60)}…` : item.remarks}</div>
        ) : null}
        {item.images.length ? (
          <div className={styles.gallery}>
            {item.images.slice(0, 4).map((url, i) => (
              <span key={url} className={styles.galleryItem}>
                <img src={url} alt={`图片${i + 1}`} />
              </span>
            ))}
          </div>
        ) : null}
        <div className={styles.meta}>
          {item.hallName ? `${item.hallName} · ` : ''}
          {formatCreateTime(item.createTime)}
          {item.images.length ? ` · ${item.images.length}张图片` : ''}
        </div>
      </div>
    </AppLink>
  );
}

/** 我的投诉建议: the user's ratings and complaints with their state. */
export function MyComplaints() {
  const query = useComplaints();
  return (
    <PageShell title="我的投诉建议">
      <PagedList
        query={query}
        empty={
          <EmptyState
            title="暂无投诉建议"
            description="您提交的评价、投诉和建议会显示在这里"
            action={<EmptyAction to={paths.complaint()}>去提交</EmptyAction>}
          />
        }
      >
        {(item: ComplaintItem) => <ComplaintCard key={item.id} item={item} />}
      </PagedList>
    </PageShell>
  );
}

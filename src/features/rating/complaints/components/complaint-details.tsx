import { List } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { formatCreateTime, maskContact, starText } from '@/features/rating/format';
import { useComplaint } from '../hooks/use-complaints';
import { STAR_LABELS } from '@/features/rating/rules';
import { StatusTag } from './my-complaints';
import { Replies } from '@/features/rating/components/replies';
import { MissingId } from '@/features/rating/components/missing-id';
import { paths } from '@/config/routes/index';
import styles from '@/features/rating/components/rating.module.css';
import type { ComplaintRecord } from '@/features/rating/types';
import { TicketView } from './ticket-view';
import { PhotoGallery } from '@/features/rating/components/photo-gallery';

/** One rating or complaint work order: what was sent, its photos (open in the preview), its progress and the replies. */
export function ComplaintDetails({ id }: { id: string }) {
  const query = useComplaint(id);
  return (
    <PageShell title="投诉建议详情">
      {!id ? (
        <MissingId to={paths.myComplaint()} list="我的投诉建议" />
      ) : (
        <QueryView query={query}>{(c) => (c.kind === 'ticket' ? <TicketView ticket={c} /> : <RatingRecord c={c} />)}</QueryView>
      )}
    </PageShell>
  );
}

function RatingRecord({ c }: { c: ComplaintRecord }) {
  return (
    <>
      <List header="提交内容">
        <List.Item extra={<StatusTag status={c.status} />}>处理状态</List.Item>
        <List.Item extra={<span>{`${starText(c.sumStars)} ${c.sumStars}星 ${STAR_LABELS[c.sumStars - 1] ?? ''}`}</span>}>
          服务评价
        </List.Item>
        {c.complaintCause ? <List.Item extra={c.complaintCause.split(',').join('、')}>问题类型</List.Item> : null}
        {c.hallName ? <List.Item extra={c.hallName}>评价大厅</List.Item> : null}
        <List.Item extra={maskContact(c.phone)}>联系方式</List.Item>
        <List.Item extra={formatCreateTime(c.createTime)}>提交时间</List.Item>
      </List>
      <section className={styles.card} aria-label="问题描述">
        <div className={styles.cardHead}>问题描述</div>
        <div className={styles.text}>{c.remarks || '未填写'}</div>
        <PhotoGallery urls={c.images} />
      </section>
      <Replies
        replies={c.replies}
        waiting={c.status === '处理中' ? '工作人员正在处理，回复后会显示在这里' : '已收到您的评价，感谢您的支持'}
      />
    </>
  );
}

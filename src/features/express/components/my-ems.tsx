import { useInfiniteQuery } from '@tanstack/react-query';
import { PageShell } from '@/components/page-shell';
import { PagedList } from '@/components/paged-list';
import { EmptyAction, EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { myOrdersQuery } from '../api/my-orders';
import { ORDER_STATE_TEXT, timeText } from '../rules';
import type { EmsOrder } from '../types';
import styles from './express.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

function OrderCard({ order }: { order: EmsOrder }) {
  return (
    <AppLink to={paths.emsSuccess({ id: order.id })} className={styles.orderCard}>
      <span className={styles.orderHead}>
        <strong>{order.kindLabel}</strong>
        <span>{ORDER_STATE_TEXT[order.state]}</span>
      </span>
      <span>
        运单号 <span className={styles.orderWaybill}>{order.waybillNo}</span>
      </span>
      <span className={kit.hint}>
        {timeText(order.createdAt)} 下单 · 寄往 {order.receiver.name}
      </span>
    </AppLink>
  );
}

/** 我的邮寄: every order the user placed, newest first, each opening its waybill and tracking. */
export function MyEms() {
  const query = useInfiniteQuery(myOrdersQuery());
  return (
    <PageShell title="我的邮寄">
      <PagedList
        query={query}
        empty={
          <EmptyState
            title="暂无邮寄订单"
            description="寄送材料到大厅、证照邮寄到家的订单会显示在这里"
            action={<EmptyAction to={paths.EMSMail()}>去邮寄</EmptyAction>}
          />
        }
      >
        {(order: EmsOrder) => <OrderCard key={order.id} order={order} />}
      </PagedList>
    </PageShell>
  );
}

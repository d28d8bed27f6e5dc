import { Button } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { useOrder } from '../hooks';
import { slotText, timeText } from '../rules';
import styles from './express.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

const STATE_TEXT = { ordered: '已下单', inTransit: '运输中', delivered: '已签收', cancelled: '已取消' } as const;

/** 邮寄下单成功: the order, its waybill number and the tracking events as they arrive. */
export function EmsSuccess({ id }: { id: string }) {
  const order = useOrder(id);
  return (
    <PageShell title="邮寄下单成功">
      <QueryView query={order} missing={!id}>
        {(o) => (
          <div className={kit.form}>
            <p role="status" style={{ margin: 0, fontSize: 17 }}>
              下单成功，{o.kind === 'materialsToHall' ? '揽收员将按预约时间上门取件' : '大厅将尽快寄出您的证照'}。
            </p>
            <div>
              <span className={kit.hint}>运单号</span>
              <div className={styles.waybill} data-testid="waybill">
                {o.waybillNo}
              </div>
            </div>
            <dl className={kit.summary}>
              <dt>状态</dt>
              <dd>{STATE_TEXT[o.state]}</dd>
              <dt>邮寄类型</dt>
              <dd>{o.kindLabel}</dd>
              <dt>寄件人</dt>
              <dd>
                {o.sender.name} 天津市{o.sender.areaName}
                {o.sender.detail}
              </dd>
              <dt>收件人</dt>
              <dd>
                {o.receiver.name} 天津市{o.receiver.areaName}
                {o.receiver.detail}
              </dd>
              {o.kind === 'materialsToHall' ? (
                <>
                  <dt>上门取件</dt>
                  <dd>{slotText(o.pickupStart, o.pickupEnd)}</dd>
                </>
              ) : null}
              <dt>运费</dt>
              <dd>
                {o.fee}元（{o.zoneLabel}）
              </dd>
            </dl>
            <section aria-labelledby="tracking">
              <h2 id="tracking" style={{ fontSize: 16 }}>
                物流跟踪
              </h2>
              <ol className={styles.events} aria-live="polite">
                {o.events.map((e) => (
                  <li key={`${e.at}-${e.text}`}>
                    {e.text}
                    <div className={kit.hint}>
                      {timeText(e.at)} · {e.place}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
            <div className={styles.row}>
              <Button onClick={() => void order.refetch()} loading={order.isFetching}>
                刷新物流
              </Button>
              <AppLink to={paths.EMSMail()}>
                <Button>再寄一件</Button>
              </AppLink>
            </div>
          </div>
        )}
      </QueryView>
    </PageShell>
  );
}

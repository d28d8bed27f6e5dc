import { Button } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { SummaryList } from '@/components/form-kit/summary-list';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { useOrder } from '../hooks/queries';
import { ORDER_STATE_TEXT, placeLine, slotText, timeText } from '../rules';
import styles from './express.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

/** 邮寄下单成功: the order, its waybill number and the tracking events as they arrive. */
export function EmsSuccess({ id }: { id: string }) {
  const order = useOrder(id);
  return (
    <PageShell title="邮寄下单成功">
      <QueryView query={order} missing={!id}>
        {(o) => (
          <div className={kit.form}>
            <p role="status" className={styles.outcome}>
              下单成功，{o.kind === 'materialsToHall' ? '揽收员将按预约时间上门取件' : '大厅将尽快寄出您的证照'}。
            </p>
            <p className={kit.hint}>
              {o.kind === 'materialsToHall'
                ? `请在${slotText(o.pickupStart, o.pickupEnd)}保持电话畅通，把材料交给揽收员；大厅签收后会受理。`
                : '证照寄出后可在此查看物流，签收时请核对证照。'}
              运单号可在“我的邮寄”中随时找到。
            </p>
            <div>
              <span className={kit.hint}>运单号</span>
              <div className={styles.waybill} data-testid="waybill">
                {o.waybillNo}
              </div>
            </div>
            <SummaryList
              rows={[
                ['状态', ORDER_STATE_TEXT[o.state]],
                ['邮寄类型', o.kindLabel],
                ['寄件人', `${o.sender.name} ${placeLine(o.sender.areaName, o.sender.detail)}`],
                ['收件人', `${o.receiver.name} ${placeLine(o.receiver.areaName, o.receiver.detail)}`],
                ...(o.kind === 'materialsToHall' ? [['上门取件', slotText(o.pickupStart, o.pickupEnd)] as const] : []),
                ['运费', `${o.fee}元（${o.zoneLabel}）`],
              ]}
            />
            <section aria-labelledby="tracking">
              <h2 id="tracking" className={styles.trackingTitle}>
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
              <AppLink to={paths.EMSMail({ view: 'mine' })}>
                <Button>我的邮寄</Button>
              </AppLink>
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

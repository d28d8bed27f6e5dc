import { Button } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { confirm } from '@/lib/feedback/feedback';
import { isGatewayError } from '@/lib/http/errors';
import { AppLink, useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { takeTicket } from '../api/take-ticket';
import { queueKey } from '../api/keys';
import { ticketQueuesQuery } from '../api/ticket-queues';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { usePosition } from '../hooks/use-position';
import type { HallQueues, QueueInfo } from '../types';
import { HallPicker } from './pickers';
import { Section } from './rows';
import styles from './queue.module.css';

/** 在线取号: choose a hall and a queue, see who is waiting and the expected wait, take a number. */
export function TicketTaker({ hallId: initialHall, reservationId }: { hallId?: string; reservationId?: string }) {
  const { fixedArea } = useAreaParams();
  const { position } = usePosition();
  const [hallId, setHallId] = useState<string | null>(initialHall ?? null);
  return (
    <PageShell title="在线取号" onBack={hallId && !initialHall ? () => setHallId(null) : undefined}>
      {reservationId ? (
        <div className={styles.notice} role="note">
          您正在为网上预约签到取号，取到的号码优先叫号。
        </div>
      ) : null}
      {hallId ? (
        <HallQueuesView hallId={hallId} reservationId={reservationId} />
      ) : (
        <Section title="选择大厅">
          <HallPicker areaCode={fixedArea} position={position} onPick={(h) => setHallId(h.id)} />
        </Section>
      )}
    </PageShell>
  );
}

function HallQueuesView({ hallId, reservationId }: { hallId: string; reservationId?: string }) {
  const query = useQuery(ticketQueuesQuery(hallId));
  const { submitting, attempt } = useGuardedSubmit();
  const [error, setError] = useState<string | null>(null);
  const go = useAppNavigate();
  const queryClient = useQueryClient();
  const take = async (data: HallQueues, q: QueueInfo) => {
    const ok = await confirm({
      title: '确认取号',
      content: `${data.hall.name}，${q.code} ${q.name}。当前等候 ${q.waiting} 人，预计等候 ${q.waitMin}-${q.waitMax} 分钟。每个队列每天限取一个号。`,
      confirmText: '确认取号',
      cancelText: '再看看',
    });
    if (!ok) return;
    const result = await attempt(() => takeTicket({ hallId, queueCode: q.code, reservationId }));
    if (!result) return;
    if (result.ok) {
      void queryClient.invalidateQueries({ queryKey: queueKey });
      go(paths.myNumberInfo({ id: result.value.id }), { replace: true });
    } else if (!(isGatewayError(result.error) && result.error.kind === 'auth')) {
      setError(`取号未成功：${result.error instanceof Error ? result.error.message : '请稍后重试'}`);
      void query.refetch();
    }
  };
  return (
    <QueryView query={query}>
      {(data) => (
        <>
          <Section title={data.hall.name}>
            <p className={styles.muted}>
              {data.hall.address}
              <br />
              取号时间：{data.hall.openHours}
            </p>
            {!data.open ? (
              <p className={`${styles.notice} ${styles.closedNotice}`} role="note">
                {data.workingDay ? '当前不在取号时间，请在办公时间内取号。' : '今天大厅不办公，请在工作日取号。'}也可以
                <AppLink to={paths.reserve({ hallId })}>预约其他时间</AppLink>。
              </p>
            ) : null}
          </Section>
          {error ? (
            <div className={styles.notice} role="alert">
              {error}
            </div>
          ) : null}
          <ul className={`${styles.list} ${styles.queueList}`}>
            {data.queues.map((q) => (
              <li key={q.code} className={`${styles.section} ${styles.queueItem}`}>
                <h2 className={styles.sectionTitle}>
                  {q.code} {q.name}
                </h2>
                <p className={styles.waiting}>
                  等候 <strong className={styles.waitingCount}>{q.waiting}</strong> 人 · 预计等候 {q.waitMin}-{q.waitMax} 分钟
                </p>
                <p className={`${styles.muted} ${styles.windows}`}>
                  {q.lastCalled ? `当前叫号 ${q.lastCalled} · ` : ''}服务窗口{' '}
                  {q.windows
                    .filter((w) => w.status === 'open')
                    .map((w) => w.number)
                    .join('、') || '暂停服务'}
                </p>
                <Button
                  block
                  color="primary"
                  disabled={!data.open || q.paused || submitting}
                  loading={submitting}
                  onClick={() => void take(data, q)}
                  aria-label={`在${q.name}队列取号`}
                >
                  {q.paused ? '窗口暂停服务' : '取号'}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryView>
  );
}

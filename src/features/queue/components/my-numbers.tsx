import { Button } from 'antd-mobile';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { myTicketsPagedQuery, type TicketScope } from '../api/my-tickets';
import { reservationsPagedQuery } from '../api/search-reservations';
import type { Paged } from '../types';
import styles from './queue.module.css';

/** A paged list with loading, error-with-retry, empty and "more". */
function PagedList<T extends { id: string }>({
  query,
  empty,
  render,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  empty: React.ReactNode;
  render: (row: T) => React.ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((p) => p.records);
  if (rows.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={styles.list} style={{ margin: '0 12px' }}>
        {rows.map((r) => (
          <li key={r.id}>{render(r)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className={styles.actions}>
          <Button block fill="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            加载更多
          </Button>
        </div>
      ) : (
        <p className={styles.steps} style={{ textAlign: 'center' }}>
          共 {query.data.pages[0].total} 条，已全部显示
        </p>
      )}
    </>
  );
}

function TicketRows({ scope }: { scope: TicketScope }) {
  const query = useInfiniteQuery(myTicketsPagedQuery(scope));
  return (
    <PagedList
      query={query}
      empty={
        <EmptyState title={scope === 'live' ? '暂无排队中的号码' : '暂无取号记录'} action={<AppLink to={paths.ticket()}>去取号</AppLink>} />
      }
      render={(t) => (
        <AppLink
          to={paths.myNumberInfo({ id: t.id })}
          className={styles.choice}
          aria-label={`${t.number}号，${t.hallName}${t.queueName}，${t.statusText}，${t.takenTime}`}
        >
          <span className={styles.choiceTitle}>
            {t.number} <span className={styles.status}>{t.statusText}</span>
            {t.priority ? <span className={styles.tag}>{t.priority}</span> : null}
          </span>
          <span className={styles.muted}>
            {t.hallName} · {t.queueName} · {t.takenTime}
          </span>
        </AppLink>
      )}
    />
  );
}

function ReservationRows() {
  const query = useInfiniteQuery(reservationsPagedQuery('all'));
  return (
    <PagedList
      query={query}
      empty={<EmptyState title="暂无预约记录" action={<AppLink to={paths.reserve()}>去预约</AppLink>} />}
      render={(r) => (
        <AppLink
          to={paths.appointmentDetails({ id: r.id })}
          className={styles.choice}
          aria-label={`${r.implInfo.implName}，${r.date} ${r.startTime}，${r.statusText}`}
        >
          <span className={styles.choiceTitle}>
            {r.implInfo.implName} <span className={styles.status}>{r.statusText}</span>
          </span>
          <span className={styles.muted}>
            {r.hallInfo.hallName} · {r.date} {r.weekday} {r.startTime}-{r.endTime}
          </span>
        </AppLink>
      )}
    />
  );
}

function Tabs<K extends string>({ tabs, value, onChange }: { tabs: [K, string][]; value: K; onChange: (k: K) => void }) {
  return (
    <div className={styles.tabs} role="group" aria-label="记录类型">
      {tabs.map(([k, label]) => (
        <Button
          key={k}
          color={value === k ? 'primary' : 'default'}
          fill={value === k ? 'solid' : 'outline'}
          aria-pressed={value === k}
          onClick={() => onChange(k)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

/** 我的取号 / 我的取号记录: today's live numbers and all numbers. */
export function MyNumbers({ title }: { title: string }) {
  const [scope, setScope] = useState<TicketScope>('live');
  return (
    <PageShell title={title}>
      <Tabs
        tabs={[
          ['live', '排队中'],
          ['all', '全部'],
        ]}
        value={scope}
        onChange={setScope}
      />
      <TicketRows key={scope} scope={scope} />
    </PageShell>
  );
}

/** 历史记录: bookings and numbers with their outcomes, paged. */
export function History({ tab, onTab }: { tab: 'reservation' | 'ticket'; onTab: (t: 'reservation' | 'ticket') => void }) {
  return (
    <PageShell title="历史记录">
      <Tabs
        tabs={[
          ['reservation', '预约记录'],
          ['ticket', '取号记录'],
        ]}
        value={tab}
        onChange={onTab}
      />
      {tab === 'reservation' ? <ReservationRows /> : <TicketRows scope="all" />}
    </PageShell>
  );
}

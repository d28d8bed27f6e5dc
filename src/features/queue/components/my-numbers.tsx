import { Button } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { myTicketsPagedQuery, type TicketScope } from '../api/my-tickets';
import { reservationsPagedQuery } from '../api/search-reservations';
import styles from './queue.module.css';

function TicketRows({ scope }: { scope: TicketScope }) {
  const query = useInfiniteQuery(myTicketsPagedQuery(scope));
  return (
    <PagedList
      query={query}
      empty={
        <EmptyState title={scope === 'live' ? '暂无排队中的号码' : '暂无取号记录'} action={<AppLink to={paths.ticket()}>去取号</AppLink>} />
      }
      label={scope === 'live' ? '排队中的号码' : '取号记录'}
      className={`${styles.list} ${styles.queueList}`}
    >
      {(t) => (
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
    </PagedList>
  );
}

function ReservationRows() {
  const query = useInfiniteQuery(reservationsPagedQuery('all'));
  return (
    <PagedList
      query={query}
      empty={<EmptyState title="暂无预约记录" action={<AppLink to={paths.reserve()}>去预约</AppLink>} />}
      label="预约记录"
      className={`${styles.list} ${styles.queueList}`}
    >
      {(r) => (
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
    </PagedList>
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

import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { allUnreadQuery } from '../api/get-unread';
import { readAllMsgs, readMsgs } from '../api/read-msgs';
import { sessionsQuery } from '../api/get-sessions';
import { systemMsgsQuery, type SystemMessage } from '../api/system-msgs';
import styles from './im.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

const PAGE = 20;

function SystemItem({ m, onRead }: { m: SystemMessage; onRead(id: string): void }) {
  const [open, setOpen] = useState(false);
  const id = `sys-${m.id}`;
  return (
    <article className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {m.read ? null : <span className={styles.unreadDot}>[未读] </span>}
        {m.title}
      </h3>
      <p className={styles.meta}>{dayjs(m.createTime).format('YYYY-MM-DD HH:mm')}</p>
      {open ? <p className={styles.messageText}>{m.content}</p> : null}
      <div className={styles.state}>
        <Button
          size="mini"
          aria-expanded={open}
          onClick={() => {
            setOpen((o) => !o);
            if (!m.read) onRead(m.id);
          }}
        >
          {open ? '收起' : '查看详情'}
        </Button>
        {open && m.route ? <AppLink to={m.route}>前往查看</AppLink> : null}
      </div>
    </article>
  );
}

/** The message centre: unread counts (chat, system, total), system messages, read one, read all. */
export function MessageCentre() {
  const qc = useQueryClient();
  const unread = useQuery({ ...allUnreadQuery(), refetchInterval: 10_000 });
  const system = useInfiniteQuery(systemMsgsQuery(PAGE));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: allUnreadQuery().queryKey }),
      qc.invalidateQueries({ queryKey: systemMsgsQuery().queryKey }),
    ]);
  };
  const readOne = async (systemId: string) => {
    try {
      qc.setQueryData(allUnreadQuery().queryKey, await readMsgs({ systemId }));
      await refresh();
    } catch {
      setError('标记已读失败，请稍后重试');
    }
  };
  const readAll = async () => {
    setBusy(true);
    setError(null);
    try {
      qc.setQueryData(allUnreadQuery().queryKey, await readAllMsgs('all'));
      await Promise.all([refresh(), qc.invalidateQueries({ queryKey: sessionsQuery().queryKey })]);
    } catch (e) {
      setError(`全部标为已读失败：${e instanceof Error ? e.message : '请重试'}`);
    } finally {
      setBusy(false);
    }
  };

  const counts = unread.data;
  return (
    <>
      <section aria-labelledby="mc-counts">
        <h2 id="mc-counts" className={styles.sectionTitle}>
          未读消息
        </h2>
        <div className={styles.counts}>
          <AppLink className={styles.count} to={paths.oicq()} aria-label={`会话消息，${counts?.chat ?? 0}条未读`}>
            <span className={styles.countValue}>{counts?.chat ?? '–'}</span>会话消息
          </AppLink>
          <div className={styles.count}>
            <span className={styles.countValue}>{counts?.system ?? '–'}</span>系统消息
          </div>
          <div className={styles.count}>
            <span className={styles.countValue}>{counts?.total ?? '–'}</span>合计
          </div>
        </div>
        {unread.isError ? (
          <p className={`${kit.error} ${styles.sectionError}`} role="alert">
            未读数加载失败{' '}
            <Button size="mini" onClick={() => void unread.refetch()}>
              重试
            </Button>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="mc-system" className={styles.section}>
        <div className={styles.toolbar}>
          <h2 id="mc-system" className={styles.sectionTitle}>
            系统消息
          </h2>
          <Button size="small" onClick={() => void readAll()} loading={busy} disabled={busy || !counts?.total}>
            全部标为已读
          </Button>
        </div>
        {error ? (
          <p className={`${kit.error} ${styles.sectionError}`} role="alert">
            {error}
          </p>
        ) : null}
        <PagedList query={system} empty={<EmptyState title="暂无系统消息" />} label="系统消息列表" className={styles.list} refresh={false}>
          {(m) => <SystemItem m={m} onRead={(id) => void readOne(id)} />}
        </PagedList>
      </section>
    </>
  );
}

import { QueryClientContext } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { useContext } from 'react';
import { isLoginRequired, MESSAGES } from '@/lib/http/errors';
import { useOnline } from '@/lib/network/online';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { LoginEntry } from './login-entry';
import { NetworkLine } from './network-line';
import { StatusBlock } from './status-block';
import styles from './states.module.css';
import type { ReactNode } from 'react';

/**
 * Loading placeholder: a few skeleton rows. Offline, nothing can load (the page's queries wait
 * for the network), so it says that instead of spinning: see OfflineState.
 */
export function LoadingState({ rows = 4 }: { rows?: number }) {
  const online = useOnline();
  if (!online) return <OfflineState />;
  return (
    <div className={styles.loading} role="status" aria-busy="true" aria-label="加载中">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

/**
 * A page that cannot load for want of a network: says so, that it loads by itself once the network
 * is back (its queries are waiting, and a page whose code did not load retries), and what can
 * still be read without one (docs/reliability.md, "Offline").
 */
export function OfflineState({ onRetry, links = true }: { onRetry?: () => void; links?: boolean }) {
  return (
    <div className={styles.offline}>
      <StatusBlock status="error" title="网络未连接" description="请检查网络设置，连网后本页会自动加载" />
      {links ? (
        <>
          <p className={styles.still}>离线时仍可查看您打开过的：</p>
          <p className={styles.links}>
            <AppLink to={paths.myNewNumber()}>我的取号</AppLink>
            <AppLink to={paths.historical({ tab: 'reservation' })}>我的预约</AppLink>
            <AppLink to={paths.certificate()}>电子证照</AppLink>
          </p>
        </>
      ) : null}
      {onRetry ? (
        <Button className={styles.retry} color="primary" fill="outline" onClick={onRetry}>
          重试
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A whole page whose code waits for the network: its title and the network line over the offline
 * notice, then, once the network is back, over the skeleton while the code comes (the line says
 * 网络已恢复 in the same live region). Lighter than PageShell, which the first load of home does
 * not carry.
 */
export function WaitingPage({ title }: { title: string }) {
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        <NetworkLine />
      </header>
      <main>
        <LoadingState />
      </main>
    </div>
  );
}

/**
 * Nothing to show, with an optional action: a way on to where there would be something, often
 * an EmptyAction (`action={<EmptyAction to={paths.EMSMail()}>去邮寄</EmptyAction>}`).
 */
export function EmptyState({ title = '暂无数据', description, action }: { title?: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.centred}>
      <StatusBlock status="empty" title={title} description={description} />
      {action}
    </div>
  );
}

/** An empty state's action that opens a page: a small primary button inside the link. */
export function EmptyAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink to={to}>
      <Button color="primary" size="small">
        {children}
      </Button>
    </AppLink>
  );
}

/**
 * A failed load with its message and a retry button. A retry pressed while an earlier retry is
 * still waiting (a gateway that hangs, then recovers) takes effect: the failed queries still in
 * flight are cancelled first, so the retry starts a fresh request instead of joining the old one.
 * A call that needs a user and found only a visitor shows the login entry instead.
 */
export function ErrorState({ message, onRetry: retry, error }: { message?: string; onRetry?: () => void; error?: unknown }) {
  const client = useContext(QueryClientContext);
  // A visitor's call that needs a user: a login entry in place, not an error (issue 12, 8 and 9).
  if (isLoginRequired(error) || message === MESSAGES.loginRequired) return <LoginEntry />;
  const onRetry =
    retry &&
    (() => {
      const stale = {
        predicate: (q: { state: { status: string; fetchStatus: string } }) =>
          q.state.status === 'error' && q.state.fetchStatus === 'fetching',
      };
      if (!client || client.getQueryCache().findAll(stale).length === 0) return retry();
      void client.cancelQueries(stale).then(retry);
    });
  return (
    <div className={styles.centred} role="alert">
      <StatusBlock status="error" title="加载失败" description={message || '网络开小差了，请稍后重试'} />
      {onRetry ? (
        <Button color="primary" fill="outline" onClick={onRetry} className={styles.errorRetry}>
          重试
        </Button>
      ) : null}
    </div>
  );
}

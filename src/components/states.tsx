import { QueryClientContext } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { useContext } from 'react';
import { isLoginRequired, MESSAGES } from '@/lib/http/errors';
import { LoginEntry } from './login-entry';
import { StatusBlock } from './status-block';
import type { ReactNode } from 'react';

/** Loading placeholder: a few skeleton rows. */
export function LoadingState({ rows = 4 }: { rows?: number }) {
  return (
    <div style={{ padding: 16 }} role="status" aria-busy="true" aria-label="加载中">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

/** Nothing to show, with an optional action. */
export function EmptyState({ title = '暂无数据', description, action }: { title?: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <div style={{ padding: '32px 16px', textAlign: 'center' }}>
      <StatusBlock status="empty" title={title} description={description} />
      {action}
    </div>
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
    <div style={{ padding: '32px 16px', textAlign: 'center' }} role="alert">
      <StatusBlock status="error" title="加载失败" description={message || '网络开小差了，请稍后重试'} />
      {onRetry ? (
        <Button color="primary" fill="outline" onClick={onRetry} style={{ marginTop: 12 }}>
          重试
        </Button>
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { allUnreadQuery } from '../api/get-unread';
import { useImStore } from '../stores/im-store';
import styles from './unread-badge.module.css';

/** The unread total: what the socket pushed last, else the REST count (refreshed now and then). */
export function useUnreadTotal(enabled: boolean): number {
  const live = useImStore((s) => s.unread);
  const polled = useQuery({ ...allUnreadQuery(), enabled, refetchInterval: enabled ? 30_000 : false });
  if (!enabled) return 0;
  return (live ?? polled.data)?.total ?? 0;
}

/** A red count of unread messages (nothing when there are none). */
export function UnreadBadge({ enabled }: { enabled: boolean }) {
  const total = useUnreadTotal(enabled);
  if (!total) return null;
  return (
    <span className={styles.badge} aria-label={`${total}条未读消息`} role="status">
      {total > 99 ? '99+' : total}
    </span>
  );
}

/** 消息 with its unread count, linking to the message centre. */
export function MessageLink({ enabled, className }: { enabled: boolean; className?: string }) {
  const total = useUnreadTotal(enabled);
  return (
    <AppLink
      to={paths.message()}
      className={`${styles.link} ${className ?? ''}`}
      aria-label={total ? `消息中心，${total}条未读` : '消息中心'}
    >
      消息
      {total ? (
        <span className={styles.badge} aria-hidden>
          {total > 99 ? '99+' : total}
        </span>
      ) : null}
    </AppLink>
  );
}

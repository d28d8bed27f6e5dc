import { AppLink } from '@/lib/router/navigation';
import { currentHashRoute } from '@/lib/router/href';
import { paths } from '@/config/routes';
import { StatusBlock } from './status-block';
import styles from './login-entry.module.css';

/**
 * What a page shows a visitor in place of content that needs a user (docs/spec-rules.md sections 2 and 4: an
 * open route, or a login route let through with type=2): a login entry that comes back here. No
 * expiry message (nothing expired) and no trip to /login the visitor did not ask for.
 */
export function LoginEntry({ description = '登录后即可查看和使用此功能' }: { description?: string }) {
  return (
    <div className={styles.entry} role="region" aria-label="需要登录">
      <StatusBlock status="empty" title="请先登录" description={description} />
      <AppLink className={styles.link} to={paths.login({ redirect: currentHashRoute() })}>
        去登录
      </AppLink>
    </div>
  );
}

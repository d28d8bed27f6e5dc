import { EmptyState } from '@/components/states';
import { AppLink } from '@/lib/router/navigation';
import styles from './rating.module.css';

/** A detail page opened without the id of its record: say so, and offer the list it belongs to. */
export function MissingId({ to, list }: { to: string; list: string }) {
  return (
    <EmptyState
      title="未指定要查看的记录"
      description="链接不完整，请从列表中选择要查看的记录"
      action={
        <AppLink to={to} className={styles.listLink}>
          查看{list}
        </AppLink>
      }
    />
  );
}

import type { ReactNode } from 'react';
import kit from '@/components/form-kit/form-kit.module.css';
import { QueryView } from '@/components/query-view';
import styles from './apply.module.css';

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The user's own requests of one kind and their status (我的预约, 我的跨省通办): a titled panel,
 * loading / error-with-retry / empty, then one row per request.
 */
export function StatusList<T extends { id: string }>({
  id,
  title,
  query,
  empty,
  children,
}: {
  /** The heading's id, naming the region. */
  id: string;
  title: string;
  query: ListQuery<T>;
  /** What is said when there is none yet. */
  empty: string;
  /** One row's content. */
  children: (item: T) => ReactNode;
}) {
  return (
    <section className={`${kit.panel} ${styles.lists}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <QueryView query={query} isEmpty={(l) => l.length === 0} empty={<p className={kit.hint}>{empty}</p>}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((x) => (
              <li key={x.id} className={styles.item}>
                {children(x)}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

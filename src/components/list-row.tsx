import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { AppLink } from '../lib/router/navigation';
import styles from './list-row.module.css';

interface Common {
  children: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  /** The accessible name when the visible title alone does not say it (a badge's count). */
  label?: string;
  /** Marks the current choice (cityChoose). */
  current?: boolean;
  style?: React.CSSProperties;
}

/**
 * A list row that opens something: a real link (`to`) or button (`onClick`), named by its title,
 * reachable by keyboard, and tappable over the whole row (the control stretches over it), not
 * only on its text. Use instead of `List.Item onClick` (an anchor without href: no role, no focus).
 */
export function ListRow(props: Common & ({ to: string; onClick?: never } | { onClick: () => void; to?: never })) {
  const { children, description, extra, label, current, style } = props;
  const control = props.to ? (
    <AppLink to={props.to} className={styles.control} data-stretched aria-label={label} aria-current={current ? 'true' : undefined}>
      {children}
    </AppLink>
  ) : (
    <button
      type="button"
      className={styles.control}
      data-stretched
      onClick={props.onClick}
      aria-label={label}
      aria-current={current ? 'true' : undefined}
    >
      {children}
    </button>
  );
  return (
    <List.Item className={styles.row} description={description} extra={extra} arrowIcon style={style}>
      {control}
    </List.Item>
  );
}

import type { ReactNode } from 'react';
import { AppLink } from '@/lib/router/navigation';
import styles from './matters.module.css';

/**
 * A card of a list that opens a page (a matter's guide, a 一件事, a certificate type, a machine, a
 * hall): its name, then its lines, then whatever follows them (tags).
 */
export function CardLink({ to, name, lines, children }: { to: string; name: ReactNode; lines: ReactNode[]; children?: ReactNode }) {
  return (
    <AppLink to={to} className={styles.card}>
      <span className={styles.name}>{name}</span>
      {lines.map((line, i) => (
        <span key={i} className={`${styles.meta} ${styles.line}`}>
          {line}
        </span>
      ))}
      {children}
    </AppLink>
  );
}

import type { ReactNode } from 'react';
import styles from './queue.module.css';

/** Label and value rows of a summary (check your answers, details). */
export function Rows({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={styles.rows}>
      {items.map(([label, value]) => (
        <div className={styles.row} key={label}>
          <dt className={styles.rowLabel}>{label}</dt>
          <dd className={styles.rowValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({ title, children, headingLevel = 2 }: { title?: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section}>
      {title ? <H className={styles.sectionTitle}>{title}</H> : null}
      {children}
    </section>
  );
}

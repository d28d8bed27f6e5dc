import type { ReactNode } from 'react';
import styles from './hall.module.css';

/** One section of a hall's or a department's page, named by its heading. */
export function HallSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

import { useId } from 'react';
import styles from './what-next.module.css';

export interface WhatNextProps {
  /** The reference the user quotes to staff or finds the thing by, labelled as what it is. */
  reference: { label: string; value: string };
  /** What happens next, and when, in order. */
  steps: string[];
}

/**
 * The heart of a confirmation page (the GOV.UK pattern): the reference number labelled as one,
 * then what happens next. The way back to the thing goes in the page's own buttons below it.
 */
export function WhatNext({ reference, steps }: WhatNextProps) {
  const heading = useId();
  return (
    <section className={styles.box} aria-labelledby={heading}>
      <p className={styles.reference}>
        {reference.label}
        <strong data-testid="reference">{reference.value}</strong>
      </p>
      <h2 id={heading} className={styles.heading}>
        接下来
      </h2>
      <ol className={styles.steps}>
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </section>
  );
}

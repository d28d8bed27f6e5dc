import { Fragment, type ReactNode } from 'react';
import kit from './form-kit.module.css';

/** The rows of a check-your-answers page (or any label and value pairs): a description list. */
export function SummaryList({ rows, className }: { rows: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl className={className ? `${kit.summary} ${className}` : kit.summary}>
      {rows.map(([k, v]) => (
        <Fragment key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

import { Button } from 'antd-mobile';
import type { CSSProperties } from 'react';
import styles from './rating.module.css';

/** Toggle tiles for a multi-choice (problem types, tags): each tile is a pressed/unpressed button. */
export function ToggleTiles({
  label,
  options,
  selected,
  onChange,
  columns,
}: {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  columns?: number;
}) {
  const style: CSSProperties | undefined = columns ? { gridTemplateColumns: `repeat(${columns}, 1fr)` } : undefined;
  return (
    <div className={styles.tiles} style={style} role="group" aria-label={label}>
      {options.map((t) => {
        const on = selected.includes(t);
        return (
          <button
            key={t}
            type="button"
            className={`${styles.tile} ${on ? styles.tileActive : ''}`}
            aria-pressed={on}
            onClick={() => onChange(on ? selected.filter((x) => x !== t) : [...selected, t])}
          >
            {t}
          </button>
        );
      })}
    </div>
  );
}

/** The failed-submit message (what was kept) and the submit button of a rating form. */
export function SubmitFooter({ error, submitting, label }: { error: string | null; submitting: boolean; label: string }) {
  return (
    <>
      {error ? (
        <div className={styles.submitError} role="alert">
          {error}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button block color="primary" size="large" type="submit" loading={submitting} loadingText="正在提交">
          {label}
        </Button>
      </div>
    </>
  );
}

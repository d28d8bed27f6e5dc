import type { CSSProperties } from 'react';
import styles from './form-kit.module.css';

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

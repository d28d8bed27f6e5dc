import { Controller, type Control } from 'react-hook-form';
import { STAR_LABELS } from '@/features/rating/rules';
import type { RatingDraft } from '@/features/rating/types';
import styles from '@/features/rating/components/rating.module.css';

/** 服务评价: one to five stars, the chosen one's words, and the error once a send was tried. */
export function StarsField({ control, formKey, error }: { control: Control<RatingDraft>; formKey: string; error: string | undefined }) {
  return (
    <div className={styles.section}>
      <div className={styles.label}>
        <span className={styles.required} id={`${formKey}-stars`}>
          服务评价
        </span>
      </div>
      <Controller
        control={control}
        name="stars"
        // A low rating's photos are checked, a higher one's are not sent.
        rules={{ deps: ['images'] }}
        render={({ field }) => (
          <div className={styles.stars} role="group" aria-labelledby={`${formKey}-stars`}>
            {STAR_LABELS.map((label, i) => (
              <button
                key={label}
                type="button"
                className={`${styles.star} ${i < field.value ? styles.starOn : ''}`}
                aria-label={`${i + 1}星`}
                aria-pressed={i < field.value}
                onClick={() => field.onChange(i + 1)}
              >
                ★
              </button>
            ))}
            {field.value ? <span className={styles.starText}>{STAR_LABELS[field.value - 1]}</span> : null}
          </div>
        )}
      />
      {error ? (
        <div className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

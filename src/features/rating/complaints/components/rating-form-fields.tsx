import { Controller, type Control } from 'react-hook-form';
import { MAX_REMARKS, STAR_LABELS } from '@/features/rating/rules';
import type { RatingDraft } from '@/features/rating/types';
import styles from '@/features/rating/components/rating.module.css';
import { FieldError } from '@/features/rating/components/field-error';

/** What each field of the rating form is given: the form, its key (ids are prefixed by it) and the problem to show. */
interface RatingFieldProps {
  control: Control<RatingDraft>;
  formKey: string;
  error: string | undefined;
}

/** 服务评价: one to five stars, the chosen one's words, and the error once a send was tried. */
export function StarsField({ control, formKey, error }: RatingFieldProps) {
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
      <FieldError error={error} />
    </div>
  );
}

/** 问题描述 (a low rating's) or 意见建议: optional, with its count; too long says so. */
export function RemarksField({ control, formKey, low, count, error }: RatingFieldProps & { low: boolean; count: number }) {
  return (
    <div className={styles.section}>
      <label className={styles.label} htmlFor={`${formKey}-remarks`}>
        {low ? '问题描述' : '意见建议'}
        <span className={styles.hint}>选填</span>
      </label>
      <Controller
        control={control}
        name="remarks"
        render={({ field }) => (
          <textarea
            id={`${formKey}-remarks`}
            className={styles.textarea}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={low ? '请描述您遇到的问题，便于我们改进' : '欢迎留下您的意见和建议'}
            aria-invalid={Boolean(error)}
            aria-describedby={`${formKey}-remarks-count`}
          />
        )}
      />
      <div id={`${formKey}-remarks-count`} className={`${styles.counter} ${error ? styles.counterOver : ''}`} aria-live="polite">
        {count}/{MAX_REMARKS}
      </div>
      <FieldError error={error && `${error}（已输入${count}字）`} />
    </div>
  );
}

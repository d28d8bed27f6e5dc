import { Controller } from 'react-hook-form';
import { MAX_IMAGES, PROBLEM_TYPES } from '@/features/rating/rules';
import styles from '@/features/rating/components/rating.module.css';
import { ImageField } from '@/components/image-field/image-field';
import { SubmitFooter } from '@/components/form-kit/submit-footer';
import { ToggleTiles } from '@/components/form-kit/toggle-tiles';
import { useRatingForm, type RatingFormOwner } from '../hooks/use-rating-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { RemarksField, StarsField } from './rating-form-fields';
import { ContactField } from '@/features/rating/components/contact-field';
import { FieldError } from '@/features/rating/components/field-error';

export interface RatingFormProps extends RatingFormOwner {
  /** Drafts are kept per form (`rating.feedback`, `rating.popup` …). */
  formKey: string;
  outHallId?: string;
  submitText?: string;
}

/** The rating form of docs/spec-rules.md section 5: stars, contact, and for low ratings chips, text and photos. */
export function RatingForm({ formKey, outHallId = '', submitText = '提交', ...owner }: RatingFormProps) {
  // The guarded submit stays in this file: the form fault matrix names the file that calls it
  // (docs/reliability.md, "The form matrix (submits)").
  const { submitting, error: submitError, run } = useGuardedSubmit({ kept: '您填写的内容和图片已保留，可直接重新提交。' });
  const { control, draft, images, prefilled, low, remarksCount, shown, remarksError, send } = useRatingForm({
    ...owner,
    formKey,
    outHallId,
    run,
  });

  return (
    <form onSubmit={send} noValidate aria-label="服务评价">
      <div className={styles.form}>
        <StarsField control={control} formKey={formKey} error={shown('stars')} />

        {low ? (
          <div className={styles.section}>
            <div className={styles.label}>
              问题类型<span className={styles.hint}>可多选</span>
            </div>
            <Controller
              control={control}
              name="causes"
              render={({ field }) => (
                <ToggleTiles label="问题类型" options={PROBLEM_TYPES} selected={field.value} onChange={field.onChange} />
              )}
            />
          </div>
        ) : null}

        <RemarksField control={control} formKey={formKey} low={low} count={remarksCount} error={remarksError} />

        {low ? (
          <div className={styles.section}>
            <div className={styles.label}>
              上传图片
              <span className={styles.hint}>
                {draft.images.length}/{MAX_IMAGES}，支持JPG、JPEG、PNG
              </span>
            </div>
            <ImageField
              images={draft.images}
              max={MAX_IMAGES}
              notice={images.notice}
              onAdd={(f) => void images.addFiles(f)}
              onRetry={images.retryImage}
              onRemove={images.removeImage}
              canRetry={images.canRetry}
            />
            <FieldError error={shown('images')} />
          </div>
        ) : null}

        <ContactField
          control={control}
          name="contact"
          id={`${formKey}-contact`}
          prefilled={prefilled}
          error={shown('contact')}
          inputMode="email"
          autoComplete="tel"
        />
      </div>
      <SubmitFooter error={submitError} submitting={submitting} label={submitText} />
    </form>
  );
}

import { Input } from 'antd-mobile';
import { Controller } from 'react-hook-form';
import { MAX_IMAGES, MAX_REMARKS, PROBLEM_TYPES } from '@/features/rating/rules';
import styles from '@/features/rating/components/rating.module.css';
import { ImageField } from '@/components/image-field/image-field';
import { SubmitFooter } from '@/components/form-kit/submit-footer';
import { ToggleTiles } from '@/components/form-kit/toggle-tiles';
import { useRatingForm } from '../hooks/use-rating-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { StarsField } from './rating-form-fields';

export interface RatingFormProps {
  /** Drafts are kept per form (`rating.feedback`, `rating.popup` …). */
  formKey: string;
  outHallId?: string;
  submitText?: string;
  onSubmitted: (id: string) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Lets the owner discard the draft (leaving without submitting). */
  discardRef?: { current: (() => void) | null };
}

/** The rating form of docs/spec-rules.md section 5: stars, contact, and for low ratings chips, text and photos. */
export function RatingForm({ formKey, outHallId = '', submitText = '提交', onSubmitted, onDirtyChange, discardRef }: RatingFormProps) {
  // The guarded submit stays in this file: the form fault matrix names the file that calls it
  // (docs/reliability.md, "The form matrix (submits)").
  const { submitting, error: submitError, run } = useGuardedSubmit({ kept: '您填写的内容和图片已保留，可直接重新提交。' });
  const { control, draft, images, prefilled, low, remarksCount, shown, remarksError, send } = useRatingForm({
    formKey,
    outHallId,
    onSubmitted,
    onDirtyChange,
    discardRef,
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
                aria-invalid={Boolean(remarksError)}
                aria-describedby={`${formKey}-remarks-count`}
              />
            )}
          />
          <div id={`${formKey}-remarks-count`} className={`${styles.counter} ${remarksError ? styles.counterOver : ''}`} aria-live="polite">
            {remarksCount}/{MAX_REMARKS}
          </div>
          {remarksError ? <div className={styles.error} role="alert">{`${remarksError}（已输入${remarksCount}字）`}</div> : null}
        </div>

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
            {shown('images') ? (
              <div className={styles.error} role="alert">
                {shown('images')}
              </div>
            ) : null}
          </div>
        ) : null}

        <div className={styles.section}>
          <label className={styles.label} htmlFor={`${formKey}-contact`}>
            <span className={styles.required}>联系方式</span>
            {prefilled ? <span className={styles.hint}>已使用账号手机号</span> : null}
          </label>
          <Controller
            control={control}
            name="contact"
            render={({ field }) => (
              <Input
                id={`${formKey}-contact`}
                value={prefilled || field.value}
                readOnly={Boolean(prefilled)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="请输入手机号或邮箱"
                inputMode="email"
                autoComplete="tel"
              />
            )}
          />
          {shown('contact') ? (
            <div className={styles.error} role="alert">
              {shown('contact')}
            </div>
          ) : null}
        </div>
      </div>
      <SubmitFooter error={submitError} submitting={submitting} label={submitText} />
    </form>
  );
}

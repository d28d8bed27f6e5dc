import { Input } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { getSession, local } from '@/lib/storage/storage';
import { ratingUserQuery } from '../api/get-rating-user';
import { insertComplaint } from '../api/insert-complaint';
import { complaintSchema } from '../complaint-schema';
import { ratingClock } from '@/features/rating/doorplate/popup-rules';
import {
  buildRatingPayload,
  charCount,
  emptyDraft,
  isDirty,
  isLowRating,
  MAX_IMAGES,
  MAX_REMARKS,
  PROBLEM_TYPES,
  STAR_LABELS,
} from '@/features/rating/rules';
import type { RatingDraft } from '@/features/rating/types';
import styles from '@/features/rating/components/rating.module.css';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { ImageField } from '@/components/image-field/image-field';
import { restorableImages, useImageUploads } from '@/components/image-field/use-image-uploads';
import { SubmitFooter } from '@/components/form-kit/submit-footer';
import { ToggleTiles } from '@/components/form-kit/toggle-tiles';

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
  const loggedIn = Boolean(getSession());
  const user = useQuery({ ...ratingUserQuery(), enabled: loggedIn });
  const { form, discard: discardDraft } = useDraftForm<RatingDraft>(formKey, {
    empty: emptyDraft(),
    restore: (saved) => ({ ...saved, images: restorableImages(formKey, saved.images) }),
    resolver: zodResolver(complaintSchema),
    mode: 'onChange',
  });
  const { control, getValues, setValue, handleSubmit, formState } = form;
  const draft = useWatch({ control }) as RatingDraft;
  const images = useImageUploads({
    formKey,
    max: MAX_IMAGES,
    get: () => getValues('images'),
    set: (next) => setValue('images', next, { shouldValidate: true }),
  });
  const { submitting, error: submitError, run } = useGuardedSubmit({ kept: '您填写的内容和图片已保留，可直接重新提交。' });
  const { forget } = images;
  const discard = useCallback(() => {
    discardDraft();
    forget();
  }, [discardDraft, forget]);

  const prefilled = user.data?.mobile ?? '';

  const dirty = isDirty({ ...draft, contact: prefilled || draft.contact }, prefilled);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (discardRef) discardRef.current = discard;
  }, [discard, discardRef]);

  const low = isLowRating(draft.stars);
  const remarksCount = charCount(draft.remarks);
  // Errors show once a send was tried; a too long text shows as it is typed.
  const attempted = formState.isSubmitted;
  const shown = (field: 'stars' | 'contact' | 'images') => (attempted ? formState.errors[field]?.message : undefined);
  const remarksError = formState.errors.remarks?.message;

  const submit = handleSubmit((values) =>
    run(async () => {
      const payload = buildRatingPayload(values, {
        outHallId: outHallId || user.data?.hallId || local.getJson<{ hallId?: string }>('wxInfo')?.hallId || '',
        openId: local.get('openId') ?? '',
        userName: user.data?.userName || user.data?.nickName || '',
        now: ratingClock.now(),
      });
      const { id } = await insertComplaint(payload);
      discard();
      local.set('ow.lastRatingDate', new Date(ratingClock.now()).toISOString());
      onSubmitted(id);
    }),
  );
  // A logged-in user's contact is the account's mobile: shown read-only, and sent.
  const send = (e: FormEvent) => {
    if (prefilled) setValue('contact', prefilled);
    void submit(e);
  };

  return (
    <form onSubmit={send} noValidate aria-label="服务评价">
      <div className={styles.form}>
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
          {shown('stars') ? (
            <div className={styles.error} role="alert">
              {shown('stars')}
            </div>
          ) : null}
        </div>

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

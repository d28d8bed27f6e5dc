import { Input } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { getSession, local } from '@/lib/storage/storage';
import { getRatingUser, ratingUserKey } from '../api/get-rating-user';
import { insertComplaint } from '../api/insert-complaint';
import { useRatingForm } from '../hooks/use-rating-form';
import { ratingClock } from '@/features/rating/doorplate/popup-rules';
import {
  buildRatingPayload,
  charCount,
  contactProblem,
  isDirty,
  isLowRating,
  MAX_IMAGES,
  MAX_REMARKS,
  PROBLEM_TYPES,
  ratingProblem,
  RATING_MESSAGES,
  remarksProblem,
  STAR_LABELS,
} from '@/features/rating/rules';
import { ImageField } from './image-field';
import styles from '@/features/rating/components/rating.module.css';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
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

/** The rating form of spec section 5: stars, contact, and for low ratings chips, text and photos. */
export function RatingForm({ formKey, outHallId = '', submitText = '提交', onSubmitted, onDirtyChange, discardRef }: RatingFormProps) {
  const loggedIn = Boolean(getSession());
  const user = useQuery({ queryKey: ratingUserKey, queryFn: getRatingUser, enabled: loggedIn });
  const { draft, notice, update, addFiles, retryImage, removeImage, discard, canRetry, needsLogin } = useRatingForm(formKey);
  const [attempted, setAttempted] = useState(false);
  const { submitting, error: submitError, run } = useGuardedSubmit({ kept: '您填写的内容和图片已保留，可直接重新提交。' });

  const prefilled = user.data?.mobile ?? '';
  useEffect(() => {
    if (prefilled && draft.contact !== prefilled) update({ contact: prefilled });
  }, [prefilled, draft.contact, update]);

  const dirty = isDirty(draft, prefilled);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (discardRef) discardRef.current = discard;
  }, [discard, discardRef]);

  const low = isLowRating(draft.stars);
  const remarksCount = charCount(draft.remarks);
  const contactError = attempted ? contactProblem(draft.contact) : null;
  const remarksError = remarksProblem(draft.remarks);
  const problem = ratingProblem(draft);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setAttempted(true);
    if (problem) return;
    await run(async () => {
      const payload = buildRatingPayload(draft, {
        outHallId: outHallId || user.data?.hallId || local.getJson<{ hallId?: string }>('wxInfo')?.hallId || '',
        openId: local.get('openId') ?? '',
        userName: user.data?.userName || user.data?.nickName || '',
        now: ratingClock.now(),
      });
      const { id } = await insertComplaint(payload);
      discard();
      local.set('ow.lastRatingDate', new Date(ratingClock.now()).toISOString());
      onSubmitted(id);
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="服务评价">
      <div className={styles.form}>
        <div className={styles.section}>
          <div className={styles.label}>
            <span className={styles.required} id={`${formKey}-stars`}>
              服务评价
            </span>
          </div>
          <div className={styles.stars} role="group" aria-labelledby={`${formKey}-stars`}>
            {STAR_LABELS.map((label, i) => (
              <button
                key={label}
                type="button"
                className={`${styles.star} ${i < draft.stars ? styles.starOn : ''}`}
                aria-label={`${i + 1}星`}
                aria-pressed={i < draft.stars}
                onClick={() => update({ stars: i + 1 })}
              >
                ★
              </button>
            ))}
            {draft.stars ? <span className={styles.starText}>{STAR_LABELS[draft.stars - 1]}</span> : null}
          </div>
          {attempted && !draft.stars ? (
            <div className={styles.error} role="alert">
              {RATING_MESSAGES.stars}
            </div>
          ) : null}
        </div>

        {low ? (
          <div className={styles.section}>
            <div className={styles.label}>
              问题类型<span className={styles.hint}>可多选</span>
            </div>
            <ToggleTiles label="问题类型" options={PROBLEM_TYPES} selected={draft.causes} onChange={(causes) => update({ causes })} />
          </div>
        ) : null}

        <div className={styles.section}>
          <label className={styles.label} htmlFor={`${formKey}-remarks`}>
            {low ? '问题描述' : '意见建议'}
            <span className={styles.hint}>选填</span>
          </label>
          <textarea
            id={`${formKey}-remarks`}
            className={styles.textarea}
            value={draft.remarks}
            onChange={(e) => update({ remarks: e.target.value })}
            placeholder={low ? '请描述您遇到的问题，便于我们改进' : '欢迎留下您的意见和建议'}
            aria-invalid={Boolean(remarksError)}
            aria-describedby={`${formKey}-remarks-count`}
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
              onAdd={(f) => void addFiles(f)}
              onRetry={retryImage}
              onRemove={removeImage}
              canRetry={canRetry}
            />
            {needsLogin ? (
              <p className={styles.needsLogin} role="status">
                {RATING_MESSAGES.uploadNeedsLogin}
              </p>
            ) : null}
            {attempted && problem?.field === 'images' ? (
              <div className={styles.error} role="alert">
                {problem.message}
              </div>
            ) : null}
          </div>
        ) : null}

        <div className={styles.section}>
          <label className={styles.label} htmlFor={`${formKey}-contact`}>
            <span className={styles.required}>联系方式</span>
            {prefilled ? <span className={styles.hint}>已使用账号手机号</span> : null}
          </label>
          <Input
            id={`${formKey}-contact`}
            value={draft.contact}
            readOnly={Boolean(prefilled)}
            onChange={(contact) => update({ contact })}
            placeholder="请输入手机号或邮箱"
            inputMode="email"
            autoComplete="tel"
          />
          {contactError ? (
            <div className={styles.error} role="alert">
              {contactError}
            </div>
          ) : null}
        </div>
      </div>
      {notice ? (
        <div className={styles.toastLike} role="status">
          {notice}
        </div>
      ) : null}
      <SubmitFooter error={submitError} submitting={submitting} label={submitText} />
    </form>
  );
}

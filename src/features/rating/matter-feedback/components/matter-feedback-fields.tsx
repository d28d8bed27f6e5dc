import { Input } from 'antd-mobile';
import { Controller, type Control } from 'react-hook-form';
import { ToggleTiles } from '@/components/form-kit/toggle-tiles';
import styles from '@/features/rating/components/rating.module.css';
import { MAX_REMARKS } from '@/features/rating/rules';
import { MATTER_FEEDBACK_TYPES, type MatterFeedbackDraft } from '../matter-feedback-rules';

/** 问题类型: what is wrong in the guide, several may be chosen. */
export function FeedbackTypesField({ control, error }: { control: Control<MatterFeedbackDraft>; error: string | undefined }) {
  return (
    <div className={styles.section}>
      <div className={styles.label}>
        <span className={styles.required}>问题类型</span>
        <span className={styles.hint}>可多选</span>
      </div>
      <Controller
        control={control}
        name="types"
        render={({ field }) => (
          <ToggleTiles label="问题类型" columns={3} options={MATTER_FEEDBACK_TYPES} selected={field.value} onChange={field.onChange} />
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

/** 问题描述, with its count. */
export function FeedbackContentField({
  control,
  count,
  error,
}: {
  control: Control<MatterFeedbackDraft>;
  count: number;
  error: string | undefined;
}) {
  return (
    <div className={styles.section}>
      <label className={styles.label} htmlFor="mf-content">
        <span className={styles.required}>问题描述</span>
      </label>
      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <textarea
            id="mf-content"
            className={styles.textarea}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder="请说明指南中哪里有误，以及正确的内容"
          />
        )}
      />
      <div className={`${styles.counter} ${count > MAX_REMARKS ? styles.counterOver : ''}`}>
        {count}/{MAX_REMARKS}
      </div>
      {error ? (
        <div className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** 联系方式: a logged-in user's is the account's mobile, read-only. */
export function FeedbackContactField({
  control,
  prefilled,
  error,
}: {
  control: Control<MatterFeedbackDraft>;
  prefilled: string;
  error: string | undefined;
}) {
  return (
    <div className={styles.section}>
      <label className={styles.label} htmlFor="mf-contact">
        <span className={styles.required}>联系方式</span>
        {prefilled ? <span className={styles.hint}>已使用账号手机号</span> : null}
      </label>
      <Controller
        control={control}
        name="contact"
        render={({ field }) => (
          <Input
            id="mf-contact"
            value={prefilled || field.value}
            readOnly={Boolean(prefilled)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder="请输入手机号或邮箱"
          />
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

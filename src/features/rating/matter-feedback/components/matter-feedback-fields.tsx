import { Controller, type Control } from 'react-hook-form';
import { ToggleTiles } from '@/components/form-kit/toggle-tiles';
import styles from '@/features/rating/components/rating.module.css';
import { ContactField } from '@/features/rating/components/contact-field';
import { CountedTextField } from '@/features/rating/components/counted-text-field';
import { FieldError } from '@/features/rating/components/field-error';
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
      <FieldError error={error} />
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
    <CountedTextField
      control={control}
      name="content"
      id="mf-content"
      label={<span className={styles.required}>问题描述</span>}
      placeholder="请说明指南中哪里有误，以及正确的内容"
      count={count}
      max={MAX_REMARKS}
      error={error}
    />
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
  return <ContactField control={control} name="contact" id="mf-contact" prefilled={prefilled} error={error} />;
}

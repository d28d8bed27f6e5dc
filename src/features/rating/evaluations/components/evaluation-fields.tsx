import { Controller, type Control } from 'react-hook-form';
import { ToggleTiles } from '@/components/form-kit/toggle-tiles';
import styles from '@/features/rating/components/rating.module.css';
import { CountedTextField } from '@/features/rating/components/counted-text-field';
import { isBadLevel, MAX_REASON, tagsFor, type EvaluationDraft } from '../evaluation-rules';

/** 评价标签 (问题标签 for a bad level): the level's tags, several may be chosen. */
export function EvaluationTagsField({ control, level }: { control: Control<EvaluationDraft>; level: number }) {
  const bad = isBadLevel(level);
  return (
    <div className={styles.section}>
      <div className={styles.label}>
        <span className={bad ? styles.required : undefined}>{bad ? '问题标签' : '评价标签'}</span>
        <span className={styles.hint}>{bad ? '请选择标签或填写原因' : '可多选'}</span>
      </div>
      <Controller
        control={control}
        name="tags"
        // A bad rating's tag stands for its reason.
        rules={{ deps: ['reason'] }}
        render={({ field }) => (
          <ToggleTiles label={bad ? '问题标签' : '评价标签'} options={tagsFor(level)} selected={field.value} onChange={field.onChange} />
        )}
      />
    </div>
  );
}

/** 评价内容 (差评原因 for a bad level), its count, and its error when shown. */
export function EvaluationReasonField({
  control,
  level,
  count,
  error,
}: {
  control: Control<EvaluationDraft>;
  level: number;
  count: number;
  error: string | undefined;
}) {
  const bad = isBadLevel(level);
  return (
    <CountedTextField
      control={control}
      name="reason"
      id="eval-reason"
      label={
        <>
          {bad ? '差评原因' : '评价内容'}
          <span className={styles.hint}>{bad ? '选择标签后可不填' : '选填'}</span>
        </>
      }
      placeholder={bad ? '请说明您遇到的问题，我们将回访整改' : '说说您的办事感受'}
      count={count}
      max={MAX_REASON}
      error={error}
    />
  );
}

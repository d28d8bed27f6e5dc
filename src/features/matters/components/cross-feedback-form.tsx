import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, TextArea } from 'antd-mobile';
import { Controller } from 'react-hook-form';
import { describedBy, FormField } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { crossDetailQuery } from '../api/online/get-cross-detail';
import { sendCrossFeedback } from '../api/online/send-cross-feedback';
import { crossFeedbackSchema, MAX_CROSS_FEEDBACK, type CrossFeedbackDraft } from '../schemas/cross-schema';
import styles from './apply.module.css';

const EMPTY: CrossFeedbackDraft = { text: '' };

/** The citizen's next message on a 跨省通办 request: a draft (`cross.feedback.<id>`) sent once, then empty again. */
export function CrossFeedbackForm({ id }: { id: string }) {
  const client = useQueryClient();
  const key = `cross.feedback.${id}`;
  const { form, clear } = useDraftForm<CrossFeedbackDraft>(key, { empty: EMPTY, resolver: zodResolver(crossFeedbackSchema) });
  const { control, handleSubmit, formState } = form;
  const error = formState.errors.text?.message;
  const submit = useGuardedSubmit({ kept: '内容已保留。' });
  const send = handleSubmit((v) =>
    submit.run(async () => {
      await sendCrossFeedback({ id, content: v.text.trim() });
      // The form stays for the next message: empty, and its draft forgotten (typing saves again).
      clear();
      await client.invalidateQueries({ queryKey: crossDetailQuery(id).queryKey });
    }),
  );
  return (
    <form noValidate onSubmit={(e) => void send(e)} aria-label="发送反馈" className={styles.feedbackForm}>
      <FormField label="补充说明或提问" id="cd-text" error={error}>
        <div className={styles.input}>
          <Controller
            control={control}
            name="text"
            render={({ field }) => (
              <TextArea
                id="cd-text"
                ref={field.ref}
                rows={2}
                maxLength={MAX_CROSS_FEEDBACK}
                showCount
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...describedBy('cd-text', error)}
              />
            )}
          />
        </div>
        {submit.error ? (
          <p className={kit.error} role="alert">
            {submit.error}
          </p>
        ) : null}
        <Button color="primary" type="submit" loading={submit.submitting} disabled={submit.submitting}>
          发送反馈
        </Button>
      </FormField>
    </form>
  );
}

import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { ErrorState } from '@/components/states';
import { useAppNavigate } from '@/lib/router/navigation';
import { ratingUserQuery } from '@/features/rating/complaints/api/get-rating-user';
import { feedbackMatterQuery, insertMatterFeedback } from '../api/matter-feedback';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { MATTER_FEEDBACK_MESSAGES, MATTER_FEEDBACK_TYPES, type MatterFeedbackDraft } from '../matter-feedback-rules';
import { FeedbackContactField, FeedbackContentField, FeedbackTypesField } from './matter-feedback-fields';
import { matterFeedbackSchema } from '../matter-feedback-schema';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import type { MatterInfo } from '@/features/rating/types';
import styles from '@/features/rating/components/rating.module.css';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { SubmitFooter } from '@/components/form-kit/submit-footer';
import { paths } from '@/config/routes/index';

function Form({ matter, onDirty, discardRef }: { matter: MatterInfo; onDirty: (d: boolean) => void; discardRef: { current: () => void } }) {
  const user = useQuery(ratingUserQuery());
  const { form, discard } = useDraftForm<MatterFeedbackDraft>(`rating.matter.${matter.id}`, {
    empty: { types: [], content: '', contact: '' },
    resolver: zodResolver(matterFeedbackSchema),
    mode: 'onChange',
  });
  const { control, handleSubmit, formState, setValue } = form;
  const draft = useWatch({ control }) as MatterFeedbackDraft;
  const { submitting, error, run } = useGuardedSubmit({ kept: '您填写的内容已保留，可直接重新提交。' });
  const go = useAppNavigate();

  const prefilled = user.data?.mobile ?? '';
  const dirty = draft.types.length > 0 || draft.content.trim() !== '' || (!prefilled && draft.contact !== '');
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => {
    discardRef.current = discard;
  }, [discardRef, discard]);

  const count = Array.from(draft.content).length;
  // Errors show once a send was tried; a too long description shows as it is typed.
  const shown = (field: keyof MatterFeedbackDraft) => {
    const message = formState.errors[field]?.message;
    return formState.isSubmitted || message === MATTER_FEEDBACK_MESSAGES.contentTooLong ? message : undefined;
  };

  const submit = handleSubmit((values) =>
    run(async () => {
      const { id } = await insertMatterFeedback({
        matterId: matter.id,
        types: MATTER_FEEDBACK_TYPES.filter((t) => values.types.includes(t)),
        content: values.content.trim(),
        phone: values.contact.trim(),
      });
      discard();
      onDirty(false);
      go(paths.mFeedbackInfo({ id }), { replace: true });
    }),
  );
  // A logged-in user's contact is the account's mobile: shown read-only, and sent.
  const send = (e: FormEvent) => {
    if (prefilled) setValue('contact', prefilled);
    void submit(e);
  };

  return (
    <form onSubmit={send} noValidate aria-label="指南纠错">
      <div className={styles.form}>
        <FeedbackTypesField control={control} error={shown('types')} />
        <FeedbackContentField control={control} count={count} error={shown('content')} />
        <FeedbackContactField control={control} prefilled={prefilled} error={shown('contact')} />
      </div>
      <SubmitFooter error={error} submitting={submitting} label={'提交纠错'} />
    </form>
  );
}

/** mFeedback: correct a matter's guide (纠错). */
export function MatterFeedbackScreen({ matterId }: { matterId: string }) {
  const matter = useQuery({ ...feedbackMatterQuery(matterId), enabled: Boolean(matterId) });
  const [dirty, setDirty] = useState(false);
  const discardRef = useRef<() => void>(() => undefined);
  const onDiscard = useCallback(() => discardRef.current(), []);
  const back = useLeaveGuard(dirty, onDiscard);
  return (
    <PageShell title="指南纠错" onBack={() => void back()}>
      {!matterId ? (
        <ErrorState message="未指定要纠错的事项，请从办事指南页面进入" />
      ) : (
        <QueryView query={matter}>
          {(m) => (
            <>
              <section className={styles.card} aria-label="纠错事项">
                <div className={styles.cardHead}>{m.name}</div>
                <div className={styles.meta}>{m.departmentName}</div>
              </section>
              <Form matter={m} onDirty={setDirty} discardRef={discardRef} />
            </>
          )}
        </QueryView>
      )}
    </PageShell>
  );
}

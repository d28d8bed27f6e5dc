import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { useAppNavigate } from '@/lib/router/navigation';
import { evaluationKeys, insertEvaluate } from '../api/evaluations';
import { EVAL_LEVELS, EVAL_MESSAGES, sentTags, type EvaluationDraft } from '../evaluation-rules';
import { evaluationSchema } from '../evaluation-schema';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { formatTime } from '@/features/rating/format';
import { useEvaluation } from '../hooks/use-evaluations';
import { EvaluationReasonField, EvaluationTagsField } from './evaluation-fields';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import type { EvaluationItem } from '@/features/rating/types';
import { MissingId } from '@/features/rating/components/missing-id';
import { FieldError } from '@/features/rating/components/field-error';
import kit from '@/components/form-kit/form-kit.module.css';
import styles from '@/features/rating/components/rating.module.css';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { SubmitFooter } from '@/components/form-kit/submit-footer';
import { paths } from '@/config/routes/index';

/** 评价等级: one of the levels, and the error once a send was tried. */
function LevelField({ control, error }: { control: Control<EvaluationDraft>; error: string | undefined }) {
  return (
    <div className={styles.section}>
      <div className={styles.label}>
        <span className={styles.required} id="eval-level">
          评价等级
        </span>
      </div>
      <Controller
        control={control}
        name="level"
        // Whether a reason is needed depends on the level.
        rules={{ deps: ['reason'] }}
        render={({ field }) => (
          <div className={`${kit.tiles} ${styles.levelTiles}`} role="group" aria-labelledby="eval-level">
            {EVAL_LEVELS.map((l) => (
              <button
                key={l.value}
                type="button"
                className={`${kit.tile} ${field.value === l.value ? kit.tileActive : ''}`}
                aria-pressed={field.value === l.value}
                onClick={() => field.onChange(l.value)}
              >
                {l.label}
              </button>
            ))}
          </div>
        )}
      />
      <FieldError error={error} />
    </div>
  );
}

function Form({ item, onDirty, discardRef }: { item: EvaluationItem; onDirty: (d: boolean) => void; discardRef: { current: () => void } }) {
  const { form, discard } = useDraftForm<EvaluationDraft>(`rating.eval.${item.id}`, {
    empty: { level: 0, tags: [], reason: '' },
    resolver: zodResolver(evaluationSchema),
    mode: 'onChange',
  });
  const { control, handleSubmit, formState } = form;
  const draft = useWatch({ control }) as EvaluationDraft;
  const { submitting, error, run } = useGuardedSubmit({ kept: '您的评价已保留，可直接重新提交。' });
  const go = useAppNavigate();
  const client = useQueryClient();

  const dirty = draft.level > 0 || draft.reason.trim() !== '' || draft.tags.length > 0;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => {
    discardRef.current = discard;
  }, [discardRef, discard]);

  const count = Array.from(draft.reason).length;
  // Errors show once a send was tried; a too long text shows as it is typed.
  const attempted = formState.isSubmitted;
  const levelError = attempted ? formState.errors.level?.message : undefined;
  const reasonError = formState.errors.reason?.message;
  const shownReasonError = attempted || reasonError === EVAL_MESSAGES.reasonTooLong ? reasonError : undefined;

  const submit = handleSubmit((values) =>
    run(async () => {
      await insertEvaluate({ id: item.id, level: values.level, tags: sentTags(values), reason: values.reason.trim() });
      discard();
      await client.invalidateQueries({ queryKey: evaluationKeys.all });
      onDirty(false);
      go(paths.watchEvaluated({ id: item.id }), { replace: true });
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="好差评">
      <div className={styles.form}>
        <LevelField control={control} error={levelError} />
        {draft.level ? <EvaluationTagsField control={control} level={draft.level} /> : null}
        <EvaluationReasonField control={control} level={draft.level} count={count} error={shownReasonError} />
      </div>
      <SubmitFooter error={error} submitting={submitting} label={'提交评价'} />
    </form>
  );
}

/** evaluationPage: rate one handled case or window service (five levels; a bad one needs a tag or a reason). */
export function EvaluationFormScreen({ id }: { id: string }) {
  const query = useEvaluation(id);
  const [dirty, setDirty] = useState(false);
  const discardRef = useRef<() => void>(() => undefined);
  const onDiscard = useCallback(() => discardRef.current(), []);
  const back = useLeaveGuard(dirty, onDiscard);
  const go = useAppNavigate();
  return (
    <PageShell title="服务评价" onBack={() => void back()}>
      {!id ? (
        <MissingId to={paths.myNewEval()} list="待评价" />
      ) : (
        <QueryView query={query}>
          {(item) => (
            <>
              <section className={styles.card} aria-label="评价对象">
                <div className={styles.cardHead}>{item.matterName}</div>
                <div className={styles.meta}>
                  {item.hallName} · {item.windowName} · 工作人员{item.staffName}
                </div>
                <div className={styles.meta}>办理时间：{formatTime(item.handledAt)}</div>
              </section>
              {item.status === 'done' ? (
                <div className={styles.card}>
                  该事项已评价。
                  <Button
                    size="small"
                    fill="none"
                    color="primary"
                    onClick={() => go(paths.watchEvaluated({ id: item.id }), { replace: true })}
                  >
                    查看评价
                  </Button>
                </div>
              ) : (
                <Form item={item} onDirty={setDirty} discardRef={discardRef} />
              )}
            </>
          )}
        </QueryView>
      )}
    </PageShell>
  );
}

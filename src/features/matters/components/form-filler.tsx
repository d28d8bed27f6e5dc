import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useWatch, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import kit from '@/components/form-kit/form-kit.module.css';
import { paths } from '@/config/routes';
import { chinaToday, sentValues, type FormDef } from '@/lib/forms/definition-schema';
import { dictLabel } from '@/lib/forms/dictionary';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AppLink } from '@/lib/router/navigation';
import { fillForm } from '../api/online/fill-form';
import { filledFormsKey } from '../api/online/get-filled-forms';
import type { LoadedForm } from '../api/online/get-form-definition';
import { emptyFilledForm, filledFormKey, filledFormSchema, type FilledFormDraft } from '../schemas/filled-form-schema';
import { DefinitionForm } from './definition-form';
import styles from './apply.module.css';

/** One form definition filled on its own: the draft (`form.<id>`), check-your-answers, one save. */
export function FormFiller({ form: loaded }: { form: LoadedForm }) {
  const { def, dicts } = loaded;
  const schema = useMemo(() => filledFormSchema(def, dicts, chinaToday()), [def, dicts]);
  const { form, discard } = useDraftForm<FilledFormDraft>(filledFormKey(def.id), {
    empty: emptyFilledForm(def),
    resolver: zodResolver(schema) as unknown as Resolver<FilledFormDraft>,
    mode: 'onTouched',
  });
  const review = useWatch({ control: form.control, name: 'review' });
  const [saved, setSaved] = useState(false);
  const client = useQueryClient();
  const submit = useGuardedSubmit({ kept: '填写的内容已保留。' });
  if (saved)
    return (
      <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="fi-done">
        <h2 id="fi-done">表单已保存</h2>
        <p className={kit.hint}>可在“常用表单”的“我填写的表单”中查看。</p>
        <AppLink className="adm-button adm-button-primary adm-button-block" to={paths.commonForm()}>
          返回常用表单
        </AppLink>
      </section>
    );
  if (review) {
    const values = sentValues(def, form.getValues('values'));
    return (
      <>
        <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="fi-review">
          <h2 id="fi-review">请核对{def.title}</h2>
          <FilledSummary def={def} dicts={dicts} values={values} />
        </section>
        {submit.error ? (
          <p className={`${kit.error} ${styles.formError}`} role="alert">
            {submit.error}
          </p>
        ) : null}
        <div className={styles.footer}>
          <Button onClick={() => form.setValue('review', false)}>返回修改</Button>
          <Button
            color="primary"
            loading={submit.submitting}
            disabled={submit.submitting}
            onClick={() =>
              void submit.run(async () => {
                await fillForm({ formId: def.id, values });
                discard();
                await client.invalidateQueries({ queryKey: filledFormsKey() });
                setSaved(true);
              })
            }
          >
            确认保存
          </Button>
        </div>
      </>
    );
  }
  return (
    <DefinitionForm
      def={def}
      dicts={dicts}
      form={form as unknown as UseFormReturn<FieldValues>}
      path="values"
      onNext={() => void form.handleSubmit(() => form.setValue('review', true))()}
      nextText="下一步：核对"
    />
  );
}

/** The answers to check: each field given, with a dictionary's values by their labels. */
function FilledSummary({ def, dicts, values }: { def: FormDef; dicts: LoadedForm['dicts']; values: ReturnType<typeof sentValues> }) {
  return (
    <dl className={styles.summary}>
      {def.fields
        .filter((f) => values[f.name] !== undefined)
        .map((f) => {
          const v = values[f.name];
          return (
            <div key={f.name} className={styles.summaryRow}>
              <dt>{f.label}</dt>
              <dd>
                {Array.isArray(v)
                  ? v.map((x) => dictLabel(dicts[f.dict ?? ''], x)).join('、') || '无'
                  : f.dict
                    ? dictLabel(dicts[f.dict], v)
                    : v}
              </dd>
            </div>
          );
        })}
    </dl>
  );
}

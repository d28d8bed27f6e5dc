import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { fillForm } from '@/features/matters/api/online/fill-form';
import { formDefinitionOptions, type LoadedForm } from '@/features/matters/api/online/get-form-definition';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { DefinitionForm } from '@/features/matters/components/definition-form';
import { emptyValues, sentValues, type FormValues } from '@/lib/forms/definition-schema';
import { dictLabel } from '@/lib/forms/dictionary';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AppLink } from '@/lib/router/navigation';
import { useDraft } from '@/lib/storage/use-draft';

function Filler({ form }: { form: LoadedForm }) {
  const { def, dicts } = form;
  const draft = useDraft<{ values: FormValues; review: boolean }>(`form.${def.id}`, { values: emptyValues(def), review: false });
  const [saved, setSaved] = useState(false);
  const client = useQueryClient();
  const submit = useGuardedSubmit({ kept: '填写的内容已保留。' });
  if (saved)
    return (
      <section className={styles.panel} aria-labelledby="fi-done">
        <h2 id="fi-done">表单已保存</h2>
        <p className={kit.hint}>可在“常用表单”的“我填写的表单”中查看。</p>
        <AppLink className="adm-button adm-button-primary adm-button-block" to={paths.commonForm()}>
          返回常用表单
        </AppLink>
      </section>
    );
  if (draft.value.review) {
    const values = sentValues(def, draft.value.values);
    return (
      <>
        <section className={styles.panel} aria-labelledby="fi-review">
          <h2 id="fi-review">请核对{def.title}</h2>
          <dl className={styles.summary}>
            {def.fields
              .filter((f) => values[f.name] !== undefined)
              .map((f) => {
                const v = values[f.name];
                return (
                  <div key={f.name} style={{ display: 'contents' }}>
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
        </section>
        {submit.error ? (
          <p className={kit.error} role="alert" style={{ padding: '0 16px' }}>
            {submit.error}
          </p>
        ) : null}
        <div className={styles.footer}>
          <Button onClick={() => draft.setValue((p) => ({ ...p, review: false }))}>返回修改</Button>
          <Button
            color="primary"
            loading={submit.submitting}
            disabled={submit.submitting}
            onClick={() =>
              void submit.run(async () => {
                await fillForm({ formId: def.id, values });
                draft.clear();
                await client.invalidateQueries({ queryKey: ['matters', 'online', 'filled'] });
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
      key={String(draft.restored)}
      def={def}
      dicts={dicts}
      value={draft.value.values}
      onChange={(v) => draft.setValue((p) => ({ ...p, values: v }))}
      onNext={(v) => draft.setValue({ values: v, review: true })}
      nextText="下一步：核对"
    />
  );
}

/** 填写表单: one form definition filled on its own, checked, then saved for the user. */
export default function FormIndexPage() {
  const [query] = useSearchParams();
  const formId = query.get('formId') ?? '';
  const q = useQuery(formDefinitionOptions({ id: formId }));
  return (
    <PageShell title="填写表单">
      <QueryView query={q} missing={!formId}>
        {(f) => (
          <>
            <h2 className={styles.panel} style={{ fontSize: '1.0625rem', border: 0, marginBottom: 0 }}>
              {f.def.title}
            </h2>
            <Filler key={f.def.id} form={f} />
          </>
        )}
      </QueryView>
    </PageShell>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { formDefinitionQuery } from '@/features/matters/api/online/get-form-definition';
import kit from '@/components/form-kit/form-kit.module.css';
import styles from '@/features/matters/components/apply.module.css';
import { FormFiller } from '@/features/matters/components/form-filler';

/** 填写表单: one form definition filled on its own, checked, then saved for the user. */
export default function FormIndexPage() {
  const [query] = useSearchParams();
  const formId = query.get('formId') ?? '';
  const q = useQuery(formDefinitionQuery({ id: formId }));
  return (
    <PageShell title="填写表单">
      <QueryView query={q} missing={!formId}>
        {(f) => (
          <>
            <h2 className={`${kit.panel} ${styles.lists} ${styles.formTitle}`}>{f.def.title}</h2>
            <FormFiller key={f.def.id} form={f} />
          </>
        )}
      </QueryView>
    </PageShell>
  );
}

import { useQuery } from '@tanstack/react-query';
import { PageShell } from '@/components/page-shell';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { filledFormsQuery } from '@/features/matters/api/online/get-filled-forms';
import { formListQuery } from '@/features/matters/api/online/get-form-list';
import styles from '@/features/matters/components/apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { AppLink } from '@/lib/router/navigation';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

/** 常用表单: every form definition, the matters that use it, and the forms the user saved. */
export default function CommonFormPage() {
  const forms = useQuery(formListQuery());
  const signedIn = useSignedIn();
  const filled = useQuery(filledFormsQuery(signedIn));
  return (
    <PageShell title="常用表单">
      <QueryView query={forms} isEmpty={(l) => l.length === 0}>
        {(list) => (
          <ul className={`${styles.list} ${kit.form}`} aria-label="表单">
            {list.map((f) => (
              <li key={f.id} className={styles.item}>
                <AppLink to={paths.formIndex({ formId: f.id })}>{f.title}</AppLink>
                <span className={kit.hint}>
                  {f.description} 共{f.fieldCount}项。
                </span>
                {f.matters.length ? <span className={kit.hint}>用于：{f.matters.map((m) => m.name).join('、')}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {signedIn ? (
        <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="cf-mine">
          <h2 id="cf-mine">我填写的表单</h2>
          <QueryView query={filled} isEmpty={(l) => l.length === 0} empty={<p className={kit.hint}>还没有保存过表单。</p>}>
            {(list) => (
              <ul>
                {list.map((f) => (
                  <li key={f.id}>
                    {f.formTitle}（{new Date(f.savedAt).toLocaleString('zh-CN', { hour12: false })}）
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>
      ) : null}
    </PageShell>
  );
}

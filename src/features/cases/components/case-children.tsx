import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { caseChildrenOptions } from '../api/get-case-children';
import { fmtTime, stageTone } from '../format';
import styles from './cases.module.css';

/** 子办件: the sub-cases of a combined (一件事) case, each with its own state. */
export function CaseChildren({ id }: { id: string }) {
  const q = useQuery(caseChildrenOptions(id));
  return (
    <QueryView query={q} missing={!id}>
      {({ parent, children }) => (
        <>
          <section className={styles.panel} aria-labelledby="cc-title">
            <h2 id="cc-title">{parent.matterName}</h2>
            <p className={styles.meta}>办件编号：{parent.caseNo}</p>
            <p className={styles.meta}>状态：{parent.stageName}</p>
          </section>
          {children.length === 0 ? (
            <EmptyState title="该办件没有子办件" description="单项事项的办件不拆分子办件" />
          ) : (
            <ul className={styles.list} aria-label="子办件">
              {children.map((c) => (
                <li key={c.id} className={styles.card}>
                  <AppLink to={paths.officeInfolist({ id: c.id })}>{c.matterName}</AppLink>
                  <span className={`${styles.stage} ${styles[`tone-${stageTone(c.stage)}`]}`}>{c.stageName}</span>
                  <p className={styles.meta}>
                    {c.departmentName} · {c.caseNo}
                  </p>
                  <p className={styles.meta}>提交时间：{fmtTime(c.submittedAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </QueryView>
  );
}

import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { caseChildrenQuery } from '../api/get-case-children';
import { fmtTime, stageTone } from '../format';
import styles from './cases.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

/** 子办件: the sub-cases of a combined (一件事) case, each with its own state. */
export function CaseChildren({ id }: { id: string }) {
  const q = useQuery({ ...caseChildrenQuery(id), refetchOnMount: 'always' });
  return (
    <QueryView query={q} missing={!id}>
      {({ parent, children }) => (
        <>
          <section className={kit.panel} aria-labelledby="cc-title">
            <h2 id="cc-title">{parent.matterName}</h2>
            <p className={styles.meta}>办件编号：{parent.caseNo}</p>
            <p className={styles.meta}>状态：{parent.stageName}</p>
            {children.length > 0 ? (
              <p className={styles.meta}>
                各子办件由承办部门分别审核，本办件的状态随子办件变化：有子办件待补正即为待补正，全部办结后办结。
              </p>
            ) : null}
            {parent.stage === 'returned' && children.length > 0 ? (
              <AppLink to={paths.Noticerejection({ id: parent.id })}>去补正材料（补正一次，所有子办件一并重新预审）</AppLink>
            ) : null}
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

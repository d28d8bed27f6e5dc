import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { caseQuery } from '../api/get-case';
import { fmtTime, stageTone } from '../format';
import styles from './cases.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { DeadlineNote } from './case-info';

/** 办理进度: one timeline per case, the staff's steps and the citizen's own, with who and where. */
export function CaseTimeline({ id }: { id: string }) {
  const q = useQuery({ ...caseQuery(id), refetchOnMount: 'always' });
  return (
    <QueryView query={q} missing={!id}>
      {(c) => (
        <>
          <section className={kit.panel} aria-labelledby="tl-title">
            <h2 id="tl-title">{c.matterName}</h2>
            <p className={styles.meta}>办件编号：{c.caseNo}</p>
            <span className={`${styles.stage} ${styles[`tone-${stageTone(c.stage)}`]}`}>当前状态：{c.stageName}</span>
          </section>
          <DeadlineNote c={c} />
          <ol className={`${styles.timeline} ${styles.timelineBelow}`} aria-label="办理进度">
            {[...c.events].reverse().map((e, i) => (
              <li key={`${e.kind}-${e.at}-${i}`} className={styles.event}>
                <h3>{e.title}</h3>
                <p className={styles.meta}>
                  <time dateTime={new Date(e.at).toISOString()}>{fmtTime(e.at)}</time> · {e.actor} · {e.place}
                </p>
                {e.note ? <p>{e.note}</p> : null}
              </li>
            ))}
          </ol>
          <div className={styles.actions}>
            {c.stage === 'returned' ? (
              <AppLink className="adm-button adm-button-primary adm-button-block" to={paths.Noticerejection({ id: c.id })}>
                去补正材料
              </AppLink>
            ) : null}
            <AppLink className="adm-button adm-button-default adm-button-block" to={paths.officeInfolist({ id: c.id })}>
              办件信息
            </AppLink>
          </div>
        </>
      )}
    </QueryView>
  );
}

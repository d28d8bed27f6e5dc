import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { useGatewayNow } from '@/lib/hooks/use-gateway-now';
import { caseQuery } from '../api/get-case';
import { fmtTime, stageTone, timeLeft } from '../format';
import type { CaseDetail } from '../types';
import { CaseCallRecords } from './case-call-records';
import { CaseApplicant, CaseFormAnswers, CaseMaterials, CaseNotices } from './case-info-sections';
import styles from './cases.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

const btn = (primary = false) => `adm-button adm-button-${primary ? 'primary' : 'default'} adm-button-block`;

/**
 * The deadline that matters now: the supplement deadline of a returned case, or the promised
 * one, counting down on the gateway's clock while the page is open. The warning that the
 * supplement deadline is near is announced once; the minutes that tick are not.
 */
export function DeadlineNote({ c }: { c: CaseDetail }) {
  const now = useGatewayNow(c.now);
  if (c.stage === 'returned' && c.supplementDueAt) {
    const soon = c.supplementDueAt - now < 86_400_000;
    return (
      <p className={styles.alert}>
        {soon ? <span role="alert">补正期限即将届满：</span> : '请补正材料：'}请在{fmtTime(c.supplementDueAt)}前补正（
        {timeLeft(c.supplementDueAt, now)}），逾期将不予受理。
      </p>
    );
  }
  if (c.dueAt && (c.stage === 'accepted' || c.stage === 'reviewing'))
    return (
      <p className={`${styles.meta} ${styles.deadline}`}>
        承诺办结期限：{fmtTime(c.dueAt)}（{timeLeft(c.dueAt, now)}）
      </p>
    );
  return null;
}

/** 办件信息: a case's information, form, materials, notices and what to do next. */
export function CaseInfo({ id }: { id: string }) {
  const q = useQuery({ ...caseQuery(id), refetchOnMount: 'always' });
  return (
    <QueryView query={q} missing={!id}>
      {(c) => (
        <>
          <section className={kit.panel} aria-labelledby="ci-title">
            <h2 id="ci-title">{c.matterName}</h2>
            <span className={`${styles.stage} ${styles[`tone-${stageTone(c.stage)}`]}`}>{c.stageName}</span>
            <dl className={`${kit.summary} ${styles.summaryBelow}`}>
              <dt>办件编号</dt>
              <dd>{c.caseNo}</dd>
              <dt>实施部门</dt>
              <dd>{c.departmentName}</dd>
              <dt>受理地点</dt>
              <dd>
                {c.hallName} {c.windowName}
              </dd>
              <dt>提交时间</dt>
              <dd>{fmtTime(c.submittedAt)}</dd>
              {c.acceptedAt ? (
                <>
                  <dt>受理时间</dt>
                  <dd>{fmtTime(c.acceptedAt)}</dd>
                </>
              ) : null}
            </dl>
          </section>
          <DeadlineNote c={c} />
          <div className={`${styles.actions} ${styles.actionsBelow}`}>
            {c.stage === 'returned' ? (
              <AppLink className={btn(true)} to={paths.Noticerejection({ id: c.id })}>
                去补正材料
              </AppLink>
            ) : null}
            {c.evaluation?.status === 'pending' ? (
              <AppLink className={btn(true)} to={paths.evaluationPage({ id: c.evaluation.id })}>
                办结了，评价本次服务
              </AppLink>
            ) : null}
            <AppLink className={btn()} to={paths.timeInfolistDetail({ id: c.id })}>
              办理进度
            </AppLink>
            {c.kind === 'combined' ? (
              <AppLink className={btn()} to={paths.childerOffice({ id: c.id })}>
                子办件（{c.childCount}）
              </AppLink>
            ) : null}
          </div>
          <CaseNotices c={c} />
          <CaseCallRecords records={c.callRecords ?? []} />
          <CaseApplicant c={c} />
          {c.formDisplay.length ? <CaseFormAnswers c={c} /> : null}
          {c.materials.length ? <CaseMaterials c={c} /> : null}
        </>
      )}
    </QueryView>
  );
}

import { paths } from '@/config/routes';
import kit from '@/components/form-kit/form-kit.module.css';
import { AppLink } from '@/lib/router/navigation';
import { maskIdCard } from '@/lib/validation/mask';
import type { CaseDetail } from '../types';
import styles from './cases.module.css';

/** 通知书: the receipt, and the notices the case has. */
export function CaseNotices({ c }: { c: CaseDetail }) {
  return (
    <section className={kit.panel} aria-labelledby="ci-notices">
      <h2 id="ci-notices">通知书</h2>
      <ul>
        <li>
          <AppLink to={paths.showReceiving({ id: c.id })}>材料接收凭证</AppLink>
        </li>
        {c.notices.includes('acceptance') ? (
          <li>
            <AppLink to={paths.viewNotice({ id: c.id })}>受理通知书</AppLink>
          </li>
        ) : null}
        {c.notices.includes('rejection') ? (
          <li>
            <AppLink to={paths.Noticerejection({ id: c.id })}>{c.stage === 'rejected' ? '不予受理通知书' : '补正材料通知书'}</AppLink>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** 申请人: who applied (the identity card masked). */
export function CaseApplicant({ c }: { c: CaseDetail }) {
  return (
    <section className={kit.panel} aria-labelledby="ci-applicant">
      <h2 id="ci-applicant">申请人</h2>
      <dl className={kit.summary}>
        <dt>姓名</dt>
        <dd>{c.applicant.name}</dd>
        <dt>身份证号</dt>
        <dd>{maskIdCard(c.applicant.idcard)}</dd>
        <dt>联系电话</dt>
        <dd>{c.applicant.mobile}</dd>
      </dl>
    </section>
  );
}

/** The application form's answers, under the form's title. */
export function CaseFormAnswers({ c }: { c: CaseDetail }) {
  return (
    <section className={kit.panel} aria-labelledby="ci-form">
      <h2 id="ci-form">{c.formTitle}</h2>
      <dl className={kit.summary}>
        {c.formDisplay.map((r) => (
          <div key={r.label} className={styles.formRow}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** 材料: each material's review status, with its e-certificate or its pages. */
export function CaseMaterials({ c }: { c: CaseDetail }) {
  return (
    <section className={kit.panel} aria-labelledby="ci-materials">
      <h2 id="ci-materials">材料</h2>
      <ul className={styles.materials}>
        {c.materials.map((m) => (
          <li key={m.index} className={styles.material}>
            {m.name}：{m.byCommitment ? '以告知承诺替代' : m.status === 'ok' ? '已通过' : m.status === 'returned' ? '需补正' : '待审核'}
            {m.status === 'returned' ? <p className={styles.returned}>{m.reason}</p> : null}
            {m.certId ? (
              <p className={styles.meta}>电子证照：{m.certName}</p>
            ) : (
              <ul className={styles.pages}>
                {m.files.map((f, i) => (
                  <li key={f.fileId}>
                    <AppLink to={paths.previewFile({ fileUrl: f.url })}>{`查看第${i + 1}页`}</AppLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

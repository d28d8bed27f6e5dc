import { Button, Checkbox } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { MaterialUploader, type CertificateChoice } from '@/components/material-uploader/material-uploader';
import { PageShell } from '@/components/page-shell';
import { FieldAlert } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { materialSummary, reviewRows, STEPS } from '../application-steps';
import type { ApplicationState, Identity } from '../hooks/use-application';
import type { LoadedForm } from '../api/online/get-form-definition';
import type { ApplicationStep, MaterialSpec, OnlineInfo, SubmitApplicationResult } from '../online-types';
import { APPLICANT_DEF } from '../schemas/application-schema';
import { DefinitionForm } from './definition-form';
import styles from './apply.module.css';

const anyForm = (a: ApplicationState) => a.rhf as unknown as UseFormReturn<FieldValues>;

export function Steps({ step }: { step: ApplicationStep }) {
  return (
    <ol className={styles.steps} aria-label="申报步骤">
      {STEPS.map((s, i) => (
        <li key={s.key} aria-current={s.key === step ? 'step' : undefined}>
          {i + 1}. {s.name}
        </li>
      ))}
    </ol>
  );
}

/** 申请人: prefilled (and locked) from a verified identity, or typed as on the ID card. */
export function ApplicantStep({ a, title, identity }: { a: ApplicationState; title: string; identity: Identity | null }) {
  const locked = identity?.verified && a.draft.applicant.idcard === identity.idcard ? ['name', 'idcard'] : [];
  return (
    <PageShell title={title}>
      <Steps step="applicant" />
      {identity?.verified ? (
        <p className={`${kit.hint} ${styles.lead}`}>已根据您的实名认证信息填写姓名和身份证号。</p>
      ) : (
        <p className={`${kit.hint} ${styles.lead}`}>
          请填写申请人本人的信息，需与身份证一致。<AppLink to={paths.recertificationHome()}>去实名认证</AppLink>后可自动填写。
        </p>
      )}
      <DefinitionForm
        def={APPLICANT_DEF}
        dicts={{}}
        readOnly={locked}
        form={anyForm(a)}
        path="applicant"
        onNext={() => a.next('form')}
        nextText="下一步：填写表单"
      />
    </PageShell>
  );
}

/** The matter's own form (its definition from the gateway). */
export function FormStep({ a, title, form }: { a: ApplicationState; title: string; form: LoadedForm }) {
  return (
    <PageShell title={title} onBack={() => a.back('applicant')}>
      <Steps step="form" />
      <h2 className={`${kit.panel} ${styles.lists} ${styles.formTitle}`}>{form.def.title}</h2>
      <DefinitionForm
        def={form.def}
        dicts={form.dicts}
        form={anyForm(a)}
        path="form"
        onNext={() => a.next('materials')}
        nextText="下一步：上传材料"
        footer={<Button onClick={() => a.back('applicant')}>上一步</Button>}
      />
    </PageShell>
  );
}

/** 上传材料: each material by photos, a file or an e-certificate; the check waits for uploads in flight. */
export function MaterialsStep({
  a,
  title,
  info,
  materials,
  certsFor,
}: {
  a: ApplicationState;
  title: string;
  info: OnlineInfo;
  materials: MaterialSpec[];
  certsFor: (m: MaterialSpec) => CertificateChoice[];
}) {
  const [busyError, setBusyError] = useState<string | null>(null);
  const toReview = () => {
    if (a.uploading) return setBusyError('材料还在上传，请稍候');
    setBusyError(null);
    a.next('review');
  };
  const materialError = busyError ?? (a.rhf.formState.errors.materials as { message?: string } | undefined)?.message;
  return (
    <PageShell
      title={title}
      onBack={() => a.back('form')}
      footer={
        <div className={styles.footer}>
          <Button onClick={() => a.back('form')}>上一步</Button>
          <Button color="primary" onClick={toReview}>
            下一步：核对信息
          </Button>
        </div>
      }
    >
      <Steps step="materials" />
      <div className={kit.form}>
        <p className={kit.hint}>请按清单上传材料，每页拍清楚四角和文字。照片会先压缩再上传。</p>
        {a.carriedCount ? (
          <p className={kit.hint} role="status">
            已带入预审通过的{a.carriedCount}项材料，可直接使用，也可删除后重新上传。
          </p>
        ) : null}
        {materials.some((m) => m.byCommitment && !m.waived) ? (
          <p className={kit.hint}>
            标有“可用告知承诺替代”的证明材料，签署告知承诺书后可免交。
            <AppLink to={paths.notificationForm({ matterId: info.matterId })}>去签署告知承诺书</AppLink>
          </p>
        ) : null}
        {materials.map((m) => (
          <MaterialUploader
            key={m.index}
            material={{ ...m, committable: m.byCommitment && !m.waived }}
            value={a.given(m)}
            certificates={certsFor(m)}
            onBusyChange={(b) => a.setUploading(m.index, b)}
            onChange={(v) =>
              a.rhf.setValue(
                'materials',
                { ...a.rhf.getValues('materials'), [m.index]: v },
                { shouldValidate: a.rhf.formState.isSubmitted },
              )
            }
          />
        ))}
        <FieldAlert error={materialError} />
      </div>
    </PageShell>
  );
}

/** One part of the check step: its answers and 修改. */
function ReviewSection({
  id,
  title,
  rows,
  onEdit,
  editLabel,
}: {
  id: string;
  title: string;
  rows: (readonly [string, ReactNode])[];
  onEdit: () => void;
  editLabel: string;
}) {
  return (
    <section className={`${kit.panel} ${styles.lists}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className={styles.summary}>
        {rows.map(([k, v]) => (
          <div key={k} className={styles.summaryRow}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <Button size="small" fill="none" onClick={onEdit} aria-label={editLabel}>
        修改
      </Button>
    </section>
  );
}

/** 核对提交: every answer with its 修改, the promise, then one submission. */
export function ReviewStep({
  a,
  title,
  form,
  materials,
}: {
  a: ApplicationState;
  title: string;
  form: LoadedForm;
  materials: MaterialSpec[];
}) {
  const [agreed, setAgreed] = useState(false);
  const { draft, submit } = a;
  return (
    <PageShell
      title={title}
      onBack={() => a.back('materials')}
      footer={
        <div className={styles.footer}>
          <Button onClick={() => a.back('materials')} disabled={submit.submitting}>
            上一步
          </Button>
          <Button color="primary" loading={submit.submitting} disabled={submit.submitting || !agreed} onClick={a.send}>
            确认提交
          </Button>
        </div>
      }
    >
      <Steps step="review" />
      <p className={`${kit.hint} ${styles.lead}`}>请核对以下信息，确认无误后提交。提交后不能修改。</p>
      <ReviewSection
        id="rv-applicant"
        title="申请人"
        rows={[
          ['姓名', draft.applicant.name],
          ['身份证号', draft.applicant.idcard.toUpperCase()],
          ['联系电话', draft.applicant.mobile],
        ]}
        onEdit={() => a.edit('applicant')}
        editLabel="修改申请人"
      />
      <ReviewSection
        id="rv-form"
        title={form.def.title}
        rows={reviewRows(form.def, form.dicts, draft.form)}
        onEdit={() => a.edit('form')}
        editLabel="修改表单"
      />
      <ReviewSection
        id="rv-materials"
        title="材料"
        rows={materials.map((m) => [m.name, materialSummary(a.given(m), m)] as const)}
        onEdit={() => a.edit('materials')}
        editLabel="修改材料"
      />
      <div className={kit.form}>
        <Checkbox checked={agreed} onChange={setAgreed}>
          本人承诺所填信息和所交材料真实有效
        </Checkbox>
        <FieldAlert error={submit.error} />
      </div>
    </PageShell>
  );
}

/** 申报成功: the case number, what happens next, and where to follow it. */
export function SubmittedView({ done, info, extra }: { done: SubmitApplicationResult; info: OnlineInfo; extra?: ReactNode }) {
  return (
    <PageShell title="申报成功">
      <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="done-title">
        <h2 id="done-title">申请已提交</h2>
        <p>办件编号</p>
        <p className={styles.big}>{done.caseNo}</p>
        <p className={kit.hint}>请记下办件编号，可在“我的办件”中按编号查询。</p>
      </section>
      <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="next-title">
        <h2 id="next-title">接下来</h2>
        <ol>
          {done.childCount ? (
            <li>
              “{info.name}”已拆分为{done.childCount}个子办件，由各部门分别预审和审核；材料只需提交和补正一次，全部子办件办结后一并办结。
            </li>
          ) : null}
          <li>工作人员将在30分钟内预审您的材料；材料需要补正的，会通知您并说明原因。</li>
          <li>预审通过后予以受理，出具受理通知书，承诺{info.promiseDays ? `${info.promiseDays}个工作日内` : '当场'}办结。</li>
          <li>办结后可在“我的办件”查看结果，并对本次服务进行评价。</li>
        </ol>
      </section>
      {extra}
      <div className={styles.actionBlock}>
        <AppLink className="adm-button adm-button-primary adm-button-block" to={paths.timeInfolistDetail({ id: done.id })}>
          查看办理进度
        </AppLink>
        {done.childCount ? (
          <AppLink className="adm-button adm-button-default adm-button-block" to={paths.childerOffice({ id: done.id })}>
            查看子办件
          </AppLink>
        ) : null}
        <AppLink className="adm-button adm-button-default adm-button-block" to={paths.showReceiving({ id: done.id })}>
          材料接收凭证
        </AppLink>
        <AppLink className="adm-button adm-button-default adm-button-block" to={paths.myOffice()}>
          我的办件
        </AppLink>
      </div>
    </PageShell>
  );
}

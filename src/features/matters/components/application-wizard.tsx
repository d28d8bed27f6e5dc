import { Button, Checkbox } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWatch, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MaterialUploader, materialGiven, type CertificateChoice } from '@/components/material-uploader/material-uploader';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { chinaToday, sentValues, emptyValues } from '@/lib/forms/definition-schema';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { dictLabel } from '@/lib/forms/dictionary';
import { AppLink } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { draftKey } from '../application-drafts';
import { useApplicationDrafts } from '../hooks/use-application-drafts';
import { APPLICANT_DEF, applicationStepSchema, givenMaterial } from '../schemas/application-schema';
import type { LoadedForm } from '../api/online/get-form-definition';
import { submitApplication } from '../api/online/submit-application';
import type { ApplicationDraft, ApplicationStep, MaterialSpec, MaterialValue, OnlineInfo, SubmitApplicationResult } from '../online-types';
import { DefinitionForm } from './definition-form';
import styles from './apply.module.css';
import kit from '@/components/form-kit/form-kit.module.css';

const STEPS: { key: ApplicationStep; name: string }[] = [
  { key: 'applicant', name: '申请人' },
  { key: 'form', name: '填写表单' },
  { key: 'materials', name: '上传材料' },
  { key: 'review', name: '核对提交' },
];
const STEP_ORDER = STEPS.map((s) => s.key);

export interface Identity {
  name: string;
  idcard: string;
  mobile: string;
  verified: boolean;
}

export interface HeldCertificate {
  id: string;
  type: string;
  typeName: string;
  holderName: string;
}

function randomToken(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function Steps({ step }: { step: ApplicationStep }) {
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

/**
 * 在线申报: applicant (prefilled from the verified identity), the matter's form, its materials,
 * check your answers, then one submission. Everything goes to the draft as it is typed, with the
 * step the user is on; handleContinue lists the drafts and resumes them here.
 */
/** Materials a passed pre-review carries into the application, by material index. */
export interface CarriedMaterials {
  from: string;
  materials: Record<number, MaterialValue>;
}

export function ApplicationWizard({
  info,
  materials,
  form,
  identity,
  certificates,
  carried = null,
  confirmationExtra,
}: {
  info: OnlineInfo;
  materials: MaterialSpec[];
  form: LoadedForm;
  identity: Identity | null;
  certificates: HeldCertificate[];
  carried?: CarriedMaterials | null;
  /** Shown on the confirmation below what happens next (the page's subscribe offer: docs/notices.md). */
  confirmationExtra?: ReactNode;
}) {
  const [blank] = useState<ApplicationDraft>(() => ({
    step: 'applicant',
    applicant: { name: '', idcard: '', mobile: '' },
    form: emptyValues(form.def),
    materials: {},
    clientToken: randomToken(),
    startedAt: Date.now(),
  }));
  const index = useApplicationDrafts();
  const carriedMaterials = carried?.materials;
  const schemas = useMemo(() => {
    const deps = { def: form.def, dicts: form.dicts, materials, carried: carriedMaterials, today: chinaToday() };
    return {
      applicant: zodResolver(applicationStepSchema('applicant', deps)),
      form: zodResolver(applicationStepSchema('form', deps)),
      materials: zodResolver(applicationStepSchema('materials', deps)),
      review: zodResolver(applicationStepSchema('review', deps)),
    };
  }, [form.def, form.dicts, materials, carriedMaterials]);
  // The step the draft is on chooses the rules checked (one form, one draft, four steps); the
  // latest rules are read at check time (carried materials may arrive after the form opened).
  const latest = useRef(schemas);
  useEffect(() => {
    latest.current = schemas;
  }, [schemas]);
  const [resolver] = useState(() => {
    const byStep: Resolver<ApplicationDraft> = (values, context, options) =>
      (latest.current[values.step] as unknown as Resolver<ApplicationDraft>)(values, context, options);
    return byStep;
  });
  const { form: rhf, discard } = useDraftForm<ApplicationDraft>(draftKey(info.matterId), { empty: blank, resolver, mode: 'onTouched' });
  const d = useWatch({ control: rhf.control }) as ApplicationDraft;
  const [done, setDone] = useState<SubmitApplicationResult | null>(null);
  const [uploading, setUploading] = useState<Record<number, boolean>>({});
  const [busyError, setBusyError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const submit = useGuardedSubmit({ kept: '您填写的内容已保留，可稍后重试。' });
  const { track } = index;

  // handleContinue lists the application where it stopped: every change by the user is noted
  // (not the identity's prefill, which is set as a whole applicant).
  useEffect(() => {
    const sub = rhf.watch((v, { name }) => {
      if (!name || name === 'applicant' || done) return;
      track(info.matterId, info.name, (v.step ?? 'applicant') as ApplicationStep);
    });
    return () => sub.unsubscribe();
  }, [rhf, track, info.matterId, info.name, done]);

  // The verified identity fills an untouched applicant; the user's own typing is never overwritten.
  useEffect(() => {
    if (!identity) return;
    const a = rhf.getValues('applicant');
    if (a.name || a.idcard || a.mobile) return;
    rhf.setValue('applicant', { name: identity.name, idcard: identity.idcard, mobile: identity.mobile });
  }, [identity, rhf]);

  // Each step is a history entry (the phone's back button steps back, every answer kept); an
  // address opened cold resumes where the draft stopped, never further.
  const [resumeAt] = useState<ApplicationStep>(() => rhf.getValues('step'));
  const [reached, setReached] = useState<ApplicationStep>(resumeAt);
  const wizard = useStepInHistory<ApplicationStep | 'done'>(resumeAt, (s) =>
    s === 'done' ? done !== null : STEP_ORDER.includes(s) && STEP_ORDER.indexOf(s) <= STEP_ORDER.indexOf(reached),
  );
  const step = wizard.step === 'done' ? resumeAt : wizard.step;
  // The rules checked are the shown step's (the resolver reads the form's step).
  useEffect(() => {
    if (rhf.getValues('step') !== step) rhf.setValue('step', step);
  }, [rhf, step]);
  /** 上一步: the step before (history back when the wizard came from it). */
  const back = (previous: ApplicationStep) => void wizard.back(previous);
  /** 修改 on the review: that step, as a new entry. */
  const go = (to: ApplicationStep) => wizard.to(to);
  const next = (to: ApplicationStep) =>
    void rhf.handleSubmit(() => {
      if (STEP_ORDER.indexOf(to) > STEP_ORDER.indexOf(reached)) setReached(to);
      wizard.to(to);
    })();
  const busy = Object.values(uploading).some(Boolean);
  const given = (m: MaterialSpec): MaterialValue => givenMaterial(d.materials, m.index, carriedMaterials);
  const carriedCount = carried ? materials.filter((m) => !d.materials[m.index] && materialGiven(carried.materials[m.index])).length : 0;
  const certsFor = (m: MaterialSpec): CertificateChoice[] =>
    m.cert ? certificates.filter((c) => c.type === m.cert!.type).map((c) => ({ id: c.id, label: `${c.typeName}（${c.holderName}）` })) : [];

  const send = () =>
    submit.run(async () => {
      const result = await submitApplication({
        matterId: info.matterId,
        clientToken: d.clientToken,
        draftedAt: d.startedAt,
        applicant: { name: d.applicant.name.trim(), idcard: d.applicant.idcard.trim().toUpperCase(), mobile: d.applicant.mobile.trim() },
        form: sentValues(form.def, d.form),
        materials: materials
          .filter((m) => materialGiven(given(m)))
          .map((m) => {
            const v = given(m);
            return v.certId ? { index: m.index, files: [], certId: v.certId } : { index: m.index, files: v.files.map((f) => f.url) };
          }),
      });
      discard();
      index.forget(info.matterId);
      setDone(result);
      wizard.finish('done');
    });

  if (done) {
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
        {confirmationExtra}
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

  const title = `${info.name} · 在线申报`;
  if (step === 'applicant') {
    const locked = identity?.verified && d.applicant.idcard === identity.idcard ? ['name', 'idcard'] : [];
    return (
      <PageShell title={title}>
        <Steps step="applicant" />
        {identity?.verified ? (
          <p className={kit.hint} style={{ padding: '8px 16px 0' }}>
            已根据您的实名认证信息填写姓名和身份证号。
          </p>
        ) : (
          <p className={kit.hint} style={{ padding: '8px 16px 0' }}>
            请填写申请人本人的信息，需与身份证一致。<AppLink to={paths.recertificationHome()}>去实名认证</AppLink>后可自动填写。
          </p>
        )}
        <DefinitionForm
          def={APPLICANT_DEF}
          dicts={{}}
          readOnly={locked}
          form={rhf as unknown as UseFormReturn<FieldValues>}
          path="applicant"
          onNext={() => next('form')}
          nextText="下一步：填写表单"
        />
      </PageShell>
    );
  }

  if (step === 'form') {
    return (
      <PageShell title={title} onBack={() => back('applicant')}>
        <Steps step="form" />
        <h2 className={`${kit.panel} ${styles.lists}`} style={{ fontSize: '1.0625rem', border: 0, marginBottom: 0 }}>
          {form.def.title}
        </h2>
        <DefinitionForm
          def={form.def}
          dicts={form.dicts}
          form={rhf as unknown as UseFormReturn<FieldValues>}
          path="form"
          onNext={() => next('materials')}
          nextText="下一步：上传材料"
          footer={<Button onClick={() => back('applicant')}>上一步</Button>}
        />
      </PageShell>
    );
  }

  if (step === 'materials') {
    const toReview = () => {
      if (busy) return setBusyError('材料还在上传，请稍候');
      setBusyError(null);
      next('review');
    };
    const materialError = busyError ?? (rhf.formState.errors.materials as { message?: string } | undefined)?.message;
    return (
      <PageShell
        title={title}
        onBack={() => back('form')}
        footer={
          <div className={styles.footer}>
            <Button onClick={() => back('form')}>上一步</Button>
            <Button color="primary" onClick={toReview}>
              下一步：核对信息
            </Button>
          </div>
        }
      >
        <Steps step="materials" />
        <div className={kit.form}>
          <p className={kit.hint}>请按清单上传材料，每页拍清楚四角和文字。照片会先压缩再上传。</p>
          {carriedCount ? (
            <p className={kit.hint} role="status">
              已带入预审通过的{carriedCount}项材料，可直接使用，也可删除后重新上传。
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
              value={given(m)}
              certificates={certsFor(m)}
              onBusyChange={(b) => setUploading((u) => ({ ...u, [m.index]: b }))}
              onChange={(v) =>
                rhf.setValue('materials', { ...rhf.getValues('materials'), [m.index]: v }, { shouldValidate: rhf.formState.isSubmitted })
              }
            />
          ))}
          {materialError ? (
            <p className={kit.error} role="alert">
              {materialError}
            </p>
          ) : null}
        </div>
      </PageShell>
    );
  }

  const rows = form.def.fields
    .map((f) => {
      const v = sentValues(form.def, d.form)[f.name];
      if (v === undefined) return null;
      const text = Array.isArray(v)
        ? v.map((x) => dictLabel(form.dicts[f.dict ?? ''], x)).join('、') || '无'
        : f.dict
          ? dictLabel(form.dicts[f.dict], v)
          : v;
      return [f.label, text] as const;
    })
    .filter((r): r is readonly [string, string] => r !== null);
  return (
    <PageShell
      title={title}
      onBack={() => back('materials')}
      footer={
        <div className={styles.footer}>
          <Button onClick={() => back('materials')} disabled={submit.submitting}>
            上一步
          </Button>
          <Button color="primary" loading={submit.submitting} disabled={submit.submitting || !agreed} onClick={() => void send()}>
            确认提交
          </Button>
        </div>
      }
    >
      <Steps step="review" />
      <p className={kit.hint} style={{ padding: '8px 16px 0' }}>
        请核对以下信息，确认无误后提交。提交后不能修改。
      </p>
      <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="rv-applicant">
        <h2 id="rv-applicant">申请人</h2>
        <dl className={styles.summary}>
          <dt>姓名</dt>
          <dd>{d.applicant.name}</dd>
          <dt>身份证号</dt>
          <dd>{d.applicant.idcard.toUpperCase()}</dd>
          <dt>联系电话</dt>
          <dd>{d.applicant.mobile}</dd>
        </dl>
        <Button size="small" fill="none" onClick={() => go('applicant')} aria-label="修改申请人">
          修改
        </Button>
      </section>
      <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="rv-form">
        <h2 id="rv-form">{form.def.title}</h2>
        <dl className={styles.summary}>
          {rows.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        <Button size="small" fill="none" onClick={() => go('form')} aria-label="修改表单">
          修改
        </Button>
      </section>
      <section className={`${kit.panel} ${styles.lists}`} aria-labelledby="rv-materials">
        <h2 id="rv-materials">材料</h2>
        <dl className={styles.summary}>
          {materials.map((m) => {
            const v = given(m);
            return (
              <div key={m.index} style={{ display: 'contents' }}>
                <dt>{m.name}</dt>
                <dd>{v.certId ? '使用电子证照' : v.files.length ? `${v.files.length}页` : m.waived ? '以告知承诺替代' : '未提交'}</dd>
              </div>
            );
          })}
        </dl>
        <Button size="small" fill="none" onClick={() => go('materials')} aria-label="修改材料">
          修改
        </Button>
      </section>
      <div className={kit.form}>
        <Checkbox checked={agreed} onChange={setAgreed}>
          本人承诺所填信息和所交材料真实有效
        </Checkbox>
        {submit.error ? (
          <p className={kit.error} role="alert">
            {submit.error}
          </p>
        ) : null}
      </div>
    </PageShell>
  );
}

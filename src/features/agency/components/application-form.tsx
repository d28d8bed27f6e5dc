import { Button } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { ErrorState, LoadingState } from '@/components/states';
import { OTHER_MATTER, PREFERRED_TIMES, type ApplicationDraft } from '../application-rules';
import { useApplicationForm } from '../hooks/use-application-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AGENCY_SUBMIT } from '../agency-submit';
import kit from '@/components/form-kit/form-kit.module.css';
import { ChoiceGroup, FormField } from '@/components/form-kit/form-field';
import { ApplicationReview, ConsentStep } from './application-steps';
import { MaterialsField, RelativeFields } from './application-fields';

/** 帮办代办 application: for oneself or a relative (with the relative's consent), then check and submit once. */
export function ApplicationForm() {
  // The guarded submit stays in this file: the form fault matrix names the file that calls it
  // (docs/reliability.md, "The form matrix (submits)").
  const submit = useGuardedSubmit(AGENCY_SUBMIT);
  const {
    matters,
    register,
    setValue,
    d,
    errors,
    wizard,
    uploading,
    uploadError,
    setUploadError,
    withdrawConsent,
    choose,
    next,
    upload,
    removeMaterial,
    send,
  } = useApplicationForm(submit);
  const step = wizard.step;

  if (step === 'consent')
    return (
      <ConsentStep
        draft={d}
        onAgree={(v) => choose('consentAgreed', v)}
        onBack={() => void wizard.back('form')}
        onNext={() => wizard.to('review')}
      />
    );

  if (step === 'review')
    return (
      <ApplicationReview
        draft={d}
        onBack={() => void wizard.back(d.forWhom === 'relative' ? 'consent' : 'form')}
        onChange={() => wizard.to('form')}
        submitting={submit.submitting}
        error={submit.error}
        onSend={() => void send()}
      />
    );

  const matterOptions = [
    ...(matters.data ?? []).map((m) => ({ value: m.id, text: m.name })),
    { value: OTHER_MATTER, text: '其他事项（手动填写）' },
  ];
  return (
    <PageShell
      title="帮办代办"
      footer={
        <div className={kit.footer}>
          <Button color="primary" onClick={() => void next()}>
            下一步
          </Button>
        </div>
      }
    >
      <div className={kit.form}>
        <p className={kit.hint}>行动不便、年老体弱或工作繁忙的群众，可申请帮办员协助或代为办理政务服务事项。</p>
        <ChoiceGroup
          required
          label="为谁申请"
          value={d.forWhom}
          options={[
            { value: 'self', text: '为本人申请' },
            { value: 'relative', text: '为亲属申请' },
          ]}
          onChange={(v) => choose('forWhom', v as ApplicationDraft['forWhom'])}
        />
        {matters.isPending ? (
          <LoadingState rows={2} />
        ) : matters.isError ? (
          <ErrorState message="事项列表加载失败" onRetry={() => void matters.refetch()} />
        ) : (
          <ChoiceGroup
            required
            label="办理事项"
            value={d.matterId}
            options={matterOptions}
            error={errors.matterId}
            onChange={(v) => {
              setValue('matterName', v === OTHER_MATTER ? '' : (matters.data?.find((m) => m.id === v)?.name ?? ''));
              choose('matterId', v);
            }}
          />
        )}
        {d.matterId === OTHER_MATTER ? (
          <FormField label="事项名称" id="ag-matter" error={errors.matterName} required>
            <input id="ag-matter" className={kit.input} maxLength={50} {...register('matterName')} />
          </FormField>
        ) : null}
        <FormField label="申请人姓名" id="ag-name" error={errors.applicantName} required>
          <input id="ag-name" className={kit.input} maxLength={20} autoComplete="name" {...register('applicantName')} />
        </FormField>
        <FormField label="联系电话" id="ag-mobile" error={errors.contactMobile} required>
          <input id="ag-mobile" className={kit.input} inputMode="tel" maxLength={11} autoComplete="tel" {...register('contactMobile')} />
        </FormField>
        {d.forWhom === 'relative' ? (
          <RelativeFields
            register={register}
            errors={errors}
            relation={d.relation}
            withdrawConsent={withdrawConsent}
            onRelation={(v) => choose('relation', v)}
          />
        ) : null}
        <ChoiceGroup
          required
          label="期望办理时间"
          value={d.preferredTime}
          options={PREFERRED_TIMES.map((t) => ({ value: t, text: t }))}
          error={errors.preferredTime}
          onChange={(v) => choose('preferredTime', v)}
        />
        <FormField label="补充说明（选填）" id="ag-remark" error={errors.remark}>
          <textarea id="ag-remark" className={kit.textarea} maxLength={500} {...register('remark')} />
        </FormField>
        <MaterialsField
          materials={d.materials}
          uploading={uploading}
          uploadError={uploadError}
          onFiles={(files) => void upload(files)}
          onPickError={() => setUploadError('选择图片失败，请重试或稍后再传')}
          onRemove={removeMaterial}
        />
      </div>
    </PageShell>
  );
}

import { Button } from 'antd-mobile';
import { FormPage } from '@/components/form-kit/form-page';
import { OTHER_MATTER, type ApplicationDraft } from '../application-rules';
import { useApplicationForm } from '../hooks/use-application-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AGENCY_SUBMIT } from '../agency-submit';
import kit from '@/components/form-kit/form-kit.module.css';
import { ChoiceGroup } from '@/components/form-kit/form-field';
import { ApplicationReview, ConsentStep } from './application-steps';
import { ApplicantFields, MaterialsField, MatterField, RelativeFields, WhenFields } from './application-fields';

/** The application's first step: who it is for, the matter, the applicant, the relative, when, the materials. */
function FormStep({ form }: { form: ReturnType<typeof useApplicationForm> }) {
  const {
    matters,
    register,
    setValue,
    d,
    errors,
    uploading,
    uploadError,
    setUploadError,
    withdrawConsent,
    choose,
    next,
    upload,
    removeMaterial,
  } = form;
  return (
    <FormPage
      title="帮办代办"
      footer={
        <Button color="primary" onClick={() => void next()}>
          下一步
        </Button>
      }
    >
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
      <MatterField
        matters={matters}
        matterId={d.matterId}
        errors={errors}
        register={register}
        onChoose={(v) => {
          setValue('matterName', v === OTHER_MATTER ? '' : (matters.data?.find((m) => m.id === v)?.name ?? ''));
          choose('matterId', v);
        }}
      />
      <ApplicantFields register={register} errors={errors} />
      {d.forWhom === 'relative' ? (
        <RelativeFields
          register={register}
          errors={errors}
          relation={d.relation}
          withdrawConsent={withdrawConsent}
          onRelation={(v) => choose('relation', v)}
        />
      ) : null}
      <WhenFields register={register} errors={errors} preferredTime={d.preferredTime} onTime={(v) => choose('preferredTime', v)} />
      <MaterialsField
        materials={d.materials}
        uploading={uploading}
        uploadError={uploadError}
        onFiles={(files) => void upload(files)}
        onPickError={() => setUploadError('选择图片失败，请重试或稍后再传')}
        onRemove={removeMaterial}
      />
    </FormPage>
  );
}

/** 帮办代办 application: for oneself or a relative (with the relative's consent), then check and submit once. */
export function ApplicationForm() {
  // The guarded submit stays in this file: the form fault matrix names the file that calls it
  // (docs/reliability.md, "The form matrix (submits)").
  const submit = useGuardedSubmit(AGENCY_SUBMIT);
  const form = useApplicationForm(submit);
  const { d, wizard, choose, send } = form;
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

  return <FormStep form={form} />;
}

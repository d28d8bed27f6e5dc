import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ProgressBar } from 'antd-mobile';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PageShell } from '@/components/page-shell';
import { ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { messengerImagePick } from '@/lib/bridge/image-input';
import { uploadFiles } from '@/lib/http/upload';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { saveAgency } from '../api/save-agency';
import { consentStatement, EMPTY_APPLICATION, OTHER_MATTER, PREFERRED_TIMES, RELATIONS, type ApplicationDraft } from '../application-rules';
import { applicationSchema } from '../application-schema';
import { useAgencyMatters, useRefreshAgency } from '../hooks/use-agency';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { AGENCY_SUBMIT } from '../agency-submit';
import styles from './agency.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { ChoiceGroup, FormField } from '@/components/form-kit/form-field';
import { ApplicationReview, ConsentStep } from './application-steps';

type Step = 'form' | 'consent' | 'review';

/** 帮办代办 application: for oneself or a relative (with the relative's consent), then check and submit once. */
export function ApplicationForm() {
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const refresh = useRefreshAgency();
  const matters = useAgencyMatters(fixedArea);
  const { form, discard } = useDraftForm<ApplicationDraft>('agency.application', {
    empty: EMPTY_APPLICATION,
    resolver: zodResolver(applicationSchema),
  });
  const { control, register, getValues, setValue, handleSubmit, formState } = form;
  const d = useWatch({ control }) as ApplicationDraft;
  const errors = Object.fromEntries(Object.entries(formState.errors).map(([k, e]) => [k, e?.message])) as Partial<
    Record<keyof ApplicationDraft, string>
  >;
  // Each step is a history entry: the phone's back button steps back, every answer kept. The
  // later steps need the form checked (an address opened cold shows the form).
  const [checked, setChecked] = useState(false);
  const wizard = useStepInHistory<Step>('form', (s) =>
    s === 'form' ? true : s === 'consent' ? checked && d.forWhom === 'relative' : checked && (d.forWhom !== 'relative' || d.consentAgreed),
  );
  const step = wizard.step;
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const submit = useGuardedSubmit(AGENCY_SUBMIT);
  // A consent given names the relative: another name, number or relation needs it again.
  const withdrawConsent = () => setValue('consentAgreed', false);
  // Once a check was asked for, a changed field is checked again as it changes.
  const choose = <K extends keyof ApplicationDraft>(k: K, v: ApplicationDraft[K]) =>
    setValue(k, v as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const next = handleSubmit((v) => {
    setChecked(true);
    wizard.to(v.forWhom === 'relative' ? 'consent' : 'review');
  });

  const upload = async (files: File[]) => {
    if (!files.length) return;
    setUploadError(null);
    setUploading(0);
    try {
      const done = await uploadFiles(files, { silent: true, onProgress: setUploading });
      choose('materials', [...getValues('materials'), ...done.map((f) => ({ url: f.url, name: f.name }))].slice(0, 9));
    } catch (e) {
      setUploadError(`上传失败：${e instanceof Error ? e.message : '请重试'}`);
    } finally {
      setUploading(null);
    }
  };

  const send = () =>
    submit.run(async () => {
      const { id } = await saveAgency({
        forWhom: d.forWhom,
        applicantName: d.applicantName.trim(),
        contactMobile: d.contactMobile.trim(),
        ...(d.matterId === OTHER_MATTER ? {} : { matterId: d.matterId }),
        matterName: d.matterName.trim(),
        preferredTime: d.preferredTime,
        remark: d.remark.trim(),
        materials: d.materials.map((m) => m.url),
        ...(d.forWhom === 'relative'
          ? {
              principalName: d.principalName.trim(),
              principalIdcard: d.principalIdcard.trim().toUpperCase(),
              principalMobile: d.principalMobile.trim(),
              relation: d.relation,
              consent: { agreed: d.consentAgreed, statement: consentStatement(d) },
            }
          : {}),
      });
      discard();
      await refresh();
      go(paths.myAgencyDetails({ id }), { replace: true });
    });

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
          <>
            <FormField label="亲属姓名" id="ag-p-name" error={errors.principalName} required>
              <input id="ag-p-name" className={kit.input} maxLength={20} {...register('principalName', { onChange: withdrawConsent })} />
            </FormField>
            <ChoiceGroup
              required
              label="亲属与您的关系"
              value={d.relation}
              options={RELATIONS.map((r) => ({ value: r, text: r }))}
              error={errors.relation}
              onChange={(v) => {
                withdrawConsent();
                choose('relation', v);
              }}
            />
            <FormField label="亲属身份证号" id="ag-p-id" error={errors.principalIdcard} required>
              <input id="ag-p-id" className={kit.input} maxLength={18} {...register('principalIdcard', { onChange: withdrawConsent })} />
            </FormField>
            <FormField label="亲属手机号" id="ag-p-mobile" error={errors.principalMobile} required>
              <input id="ag-p-mobile" className={kit.input} inputMode="tel" maxLength={11} {...register('principalMobile')} />
            </FormField>
          </>
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
        <FormField label="材料照片（选填，最多9份）" id="ag-files">
          <input
            id="ag-files"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={uploading !== null || d.materials.length >= 9}
            onChange={(e) => {
              void upload(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
            // Inside the messenger its own picker (album or camera); the file dialog elsewhere.
            onClick={messengerImagePick(
              9 - d.materials.length,
              (files) => void upload(files),
              () => setUploadError('选择图片失败，请重试或稍后再传'),
            )}
          />
          {uploading !== null ? <ProgressBar percent={uploading} aria-label="上传进度" /> : null}
          {uploadError ? (
            <p className={kit.error} role="alert">
              {uploadError}
            </p>
          ) : null}
          {d.materials.length ? (
            <ul className={styles.timeline}>
              {d.materials.map((m) => (
                <li key={m.url}>
                  {m.name}{' '}
                  <Button
                    size="mini"
                    fill="none"
                    aria-label={`删除材料${m.name}`}
                    onClick={() =>
                      choose(
                        'materials',
                        getValues('materials').filter((x) => x.url !== m.url),
                      )
                    }
                  >
                    删除
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </FormField>
      </div>
    </PageShell>
  );
}

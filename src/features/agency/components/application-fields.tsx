import { Button, ProgressBar } from 'antd-mobile';
import type { UseFormRegister } from 'react-hook-form';
import kit from '@/components/form-kit/form-kit.module.css';
import { ChoiceGroup, FormField } from '@/components/form-kit/form-field';
import { ErrorState, LoadingState } from '@/components/states';
import { messengerImagePick } from '@/lib/bridge/image-input';
import { OTHER_MATTER, PREFERRED_TIMES, RELATIONS, type ApplicationDraft } from '../application-rules';
import type { useAgencyMatters } from '../hooks/use-agency';
import styles from './agency.module.css';

type Errors = Partial<Record<keyof ApplicationDraft, string>>;

/** The relative's fields of an application for a relative: a change withdraws a consent given. */
export function RelativeFields({
  register,
  errors,
  relation,
  withdrawConsent,
  onRelation,
}: {
  register: UseFormRegister<ApplicationDraft>;
  errors: Errors;
  relation: string;
  withdrawConsent: () => void;
  onRelation: (relation: string) => void;
}) {
  return (
    <>
      <FormField label="亲属姓名" id="ag-p-name" error={errors.principalName} required>
        <input id="ag-p-name" className={kit.input} maxLength={20} {...register('principalName', { onChange: withdrawConsent })} />
      </FormField>
      <ChoiceGroup
        required
        label="亲属与您的关系"
        value={relation}
        options={RELATIONS.map((r) => ({ value: r, text: r }))}
        error={errors.relation}
        onChange={(v) => {
          withdrawConsent();
          onRelation(v);
        }}
      />
      <FormField label="亲属身份证号" id="ag-p-id" error={errors.principalIdcard} required>
        <input id="ag-p-id" className={kit.input} maxLength={18} {...register('principalIdcard', { onChange: withdrawConsent })} />
      </FormField>
      <FormField label="亲属手机号" id="ag-p-mobile" error={errors.principalMobile} required>
        <input id="ag-p-mobile" className={kit.input} inputMode="tel" maxLength={11} {...register('principalMobile')} />
      </FormField>
    </>
  );
}

/** 材料照片: up to 9 photos, uploaded as they are chosen, each with its 删除. */
export function MaterialsField({
  materials,
  uploading,
  uploadError,
  onFiles,
  onPickError,
  onRemove,
}: {
  materials: ApplicationDraft['materials'];
  uploading: number | null;
  uploadError: string | null;
  onFiles: (files: File[]) => void;
  onPickError: () => void;
  onRemove: (url: string) => void;
}) {
  return (
    <FormField label="材料照片（选填，最多9份）" id="ag-files">
      <input
        id="ag-files"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={uploading !== null || materials.length >= 9}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
        // Inside the messenger its own picker (album or camera); the file dialog elsewhere.
        onClick={messengerImagePick(9 - materials.length, onFiles, onPickError)}
      />
      {uploading !== null ? <ProgressBar percent={uploading} aria-label="上传进度" /> : null}
      {uploadError ? (
        <p className={kit.error} role="alert">
          {uploadError}
        </p>
      ) : null}
      {materials.length ? (
        <ul className={styles.timeline}>
          {materials.map((m) => (
            <li key={m.url}>
              {m.name}{' '}
              <Button size="mini" fill="none" aria-label={`删除材料${m.name}`} onClick={() => onRemove(m.url)}>
                删除
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </FormField>
  );
}

/** 办理事项: the area's agency matters (or why not loaded), or another one named by hand. */
export function MatterField({
  matters,
  matterId,
  errors,
  register,
  onChoose,
}: {
  matters: ReturnType<typeof useAgencyMatters>;
  matterId: string;
  errors: Errors;
  register: UseFormRegister<ApplicationDraft>;
  onChoose: (matterId: string) => void;
}) {
  const matterOptions = [
    ...(matters.data ?? []).map((m) => ({ value: m.id, text: m.name })),
    { value: OTHER_MATTER, text: '其他事项（手动填写）' },
  ];
  return (
    <>
      {matters.isPending ? (
        <LoadingState rows={2} />
      ) : matters.isError ? (
        <ErrorState message="事项列表加载失败" onRetry={() => void matters.refetch()} />
      ) : (
        <ChoiceGroup required label="办理事项" value={matterId} options={matterOptions} error={errors.matterId} onChange={onChoose} />
      )}
      {matterId === OTHER_MATTER ? (
        <FormField label="事项名称" id="ag-matter" error={errors.matterName} required>
          <input id="ag-matter" className={kit.input} maxLength={50} {...register('matterName')} />
        </FormField>
      ) : null}
    </>
  );
}

/** The applicant: name and telephone. */
export function ApplicantFields({ register, errors }: { register: UseFormRegister<ApplicationDraft>; errors: Errors }) {
  return (
    <>
      <FormField label="申请人姓名" id="ag-name" error={errors.applicantName} required>
        <input id="ag-name" className={kit.input} maxLength={20} autoComplete="name" {...register('applicantName')} />
      </FormField>
      <FormField label="联系电话" id="ag-mobile" error={errors.contactMobile} required>
        <input id="ag-mobile" className={kit.input} inputMode="tel" maxLength={11} autoComplete="tel" {...register('contactMobile')} />
      </FormField>
    </>
  );
}

/** 期望办理时间 and a note (选填). */
export function WhenFields({
  register,
  errors,
  preferredTime,
  onTime,
}: {
  register: UseFormRegister<ApplicationDraft>;
  errors: Errors;
  preferredTime: string;
  onTime: (time: string) => void;
}) {
  return (
    <>
      <ChoiceGroup
        required
        label="期望办理时间"
        value={preferredTime}
        options={PREFERRED_TIMES.map((t) => ({ value: t, text: t }))}
        error={errors.preferredTime}
        onChange={onTime}
      />
      <FormField label="补充说明（选填）" id="ag-remark" error={errors.remark}>
        <textarea id="ag-remark" className={kit.textarea} maxLength={500} {...register('remark')} />
      </FormField>
    </>
  );
}

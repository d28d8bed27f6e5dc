import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ProgressBar } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { PageShell } from '@/components/page-shell';
import { ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { useDraftForm } from '@/lib/forms/use-draft-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';
import { messengerImagePick } from '@/lib/bridge/image-input';
import { useAppNavigate } from '@/lib/router/navigation';
import { useStepInHistory } from '@/lib/router/use-step-in-history';
import { local } from '@/lib/storage/storage';
import { consultDepartmentsQuery, consultMattersQuery, myConsultsQuery, saveConsult } from '../api/consult';
import { EMPTY_CONSULT, MAX_CONTENT, MAX_IMAGES, MAX_TITLE, type ConsultDraft } from '../consult-rules';
import { consultSchema } from '../consult-schema';
import styles from './im.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { FormField, describedBy, FieldAlert } from '@/components/form-kit/form-field';
import { ConsultReview } from './consult-review';
import { useConsultUploads } from '../hooks/use-consult-uploads';

/** consult: ask a department a question, with the matter and photos; check the answers, then send once. */
export function ConsultForm({ initialDepartmentId, initialMatterId }: { initialDepartmentId?: string; initialMatterId?: string }) {
  const go = useAppNavigate();
  const qc = useQueryClient();
  const mobile = local.getJson<{ mobile?: string }>('userInfo')?.mobile ?? '';
  const { form, discard } = useDraftForm<ConsultDraft>('im.consult', {
    empty: { ...EMPTY_CONSULT, departmentId: initialDepartmentId ?? '', matterId: initialMatterId ?? '', contact: mobile },
    resolver: zodResolver(consultSchema),
  });
  const { control, register, getValues, setValue, handleSubmit, formState } = form;
  const d = useWatch({ control }) as ConsultDraft;
  const errors = formState.errors;
  // The check is a history entry: the phone's back button returns to the form as it was typed.
  const [checked, setChecked] = useState(false);
  const wizard = useStepInHistory<'form' | 'review'>('form', (s) => s === 'form' || checked);
  const step = wizard.step;
  const backToForm = () => void wizard.back('form');
  const submit = useGuardedSubmit({ kept: '您填写的内容已保留。' });
  const departments = useQuery(consultDepartmentsQuery());
  const matters = useQuery(consultMattersQuery(d.departmentId));
  const { uploading, uploadError, setUploadError, upload, setImages } = useConsultUploads(form);

  const next = handleSubmit(() => {
    setChecked(true);
    wizard.to('review');
  });

  const send = () =>
    submit.run(async () => {
      const v = getValues();
      await saveConsult({
        departmentId: v.departmentId,
        ...(v.matterId ? { matterId: v.matterId } : {}),
        title: v.title.trim(),
        content: v.content.trim(),
        images: v.images.map((i) => i.url),
        contact: v.contact.trim(),
      });
      discard();
      await qc.invalidateQueries({ queryKey: myConsultsQuery().queryKey });
      go(paths.myconsult(), { replace: true });
    });

  if (step === 'review')
    return <ConsultReview draft={d} onBack={backToForm} submitting={submit.submitting} error={submit.error} onSend={() => void send()} />;

  return (
    <PageShell
      title="在线咨询"
      right={
        <Button size="small" fill="none" onClick={() => go(paths.myconsult())}>
          我的咨询
        </Button>
      }
      footer={
        <div className={kit.footer}>
          <Button color="primary" onClick={() => void next()} disabled={uploading !== null}>
            下一步：核对内容
          </Button>
        </div>
      }
    >
      <div className={kit.form}>
        <p className={kit.hint}>向办事部门提出您的问题，部门答复后会在“我的咨询”和消息中心通知您。</p>
        {departments.isPending ? (
          <LoadingState rows={2} />
        ) : departments.isError ? (
          <ErrorState message="部门列表加载失败" onRetry={() => void departments.refetch()} />
        ) : (
          <FormField label="咨询部门" id="cs-dept" error={errors.departmentId?.message} required>
            <Controller
              control={control}
              name="departmentId"
              render={({ field }) => (
                <select
                  id="cs-dept"
                  ref={field.ref}
                  className={kit.select}
                  value={field.value}
                  {...describedBy('cs-dept', errors.departmentId?.message)}
                  onBlur={field.onBlur}
                  onChange={(e) => {
                    const dept = departments.data.find((x) => x.id === e.target.value);
                    field.onChange(e.target.value);
                    // Another department: its name, and none of the previous one's matters.
                    setValue('departmentName', dept?.name ?? '');
                    setValue('matterId', '');
                    setValue('matterName', '');
                  }}
                >
                  <option value="">请选择部门</option>
                  {departments.data.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}（{x.hallName}）
                    </option>
                  ))}
                </select>
              )}
            />
          </FormField>
        )}
        {d.departmentId ? (
          <FormField label="相关事项（选填）" id="cs-matter">
            {matters.isError ? (
              <ErrorState message="事项列表加载失败" onRetry={() => void matters.refetch()} />
            ) : (
              <Controller
                control={control}
                name="matterId"
                render={({ field }) => (
                  <select
                    id="cs-matter"
                    ref={field.ref}
                    className={kit.select}
                    value={field.value}
                    disabled={matters.isPending}
                    onBlur={field.onBlur}
                    onChange={(e) => {
                      const m = matters.data?.find((x) => x.id === e.target.value);
                      field.onChange(e.target.value);
                      setValue('matterName', m?.name ?? '');
                    }}
                  >
                    <option value="">{matters.isPending ? '正在加载事项…' : '不选择事项'}</option>
                    {(matters.data ?? []).map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </select>
                )}
              />
            )}
          </FormField>
        ) : null}
        <FormField label="咨询标题" id="cs-title" error={errors.title?.message} required>
          <input
            id="cs-title"
            className={kit.input}
            maxLength={MAX_TITLE + 10}
            {...describedBy('cs-title', errors.title?.message)}
            {...register('title')}
          />
        </FormField>
        <FormField label={`咨询内容（${d.content.length}/${MAX_CONTENT}）`} id="cs-content" error={errors.content?.message} required>
          <textarea
            id="cs-content"
            className={kit.textarea}
            {...describedBy('cs-content', errors.content?.message)}
            {...register('content')}
          />
        </FormField>
        <div className={kit.field}>
          <label htmlFor="cs-images" className={kit.label}>
            图片（选填，最多{MAX_IMAGES}张，JPG、JPEG、PNG）
          </label>
          <input
            id="cs-images"
            type="file"
            multiple
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            onChange={(e) => {
              void upload(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
            // Inside the messenger its own picker (album or camera); the file dialog elsewhere.
            onClick={messengerImagePick(
              MAX_IMAGES - d.images.length,
              (files) => void upload(files),
              () => setUploadError('选择图片失败，请重试'),
            )}
          />
          {uploading !== null ? <ProgressBar percent={uploading} text={`${uploading}%`} aria-label="图片上传进度" /> : null}
          <FieldAlert error={uploadError} />
          {d.images.length ? (
            <ul className={styles.thumbs} aria-label="已上传的图片" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {d.images.map((img, i) => (
                <li key={img.url} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                  <img className={styles.thumb} src={img.url} alt={`第${i + 1}张图片：${img.name}`} />
                  <Button size="mini" onClick={() => setImages(getValues('images').filter((x) => x.url !== img.url))}>
                    删除第{i + 1}张
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FormField label="联系方式（手机号或邮箱）" id="cs-contact" error={errors.contact?.message} required>
          <input
            id="cs-contact"
            className={kit.input}
            inputMode="email"
            autoComplete="tel"
            {...describedBy('cs-contact', errors.contact?.message)}
            {...register('contact')}
          />
        </FormField>
      </div>
    </PageShell>
  );
}

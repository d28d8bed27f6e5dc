import { Button, ProgressBar } from 'antd-mobile';
import { FormPage } from '@/components/form-kit/form-page';
import { paths } from '@/config/routes';
import { messengerImagePick } from '@/lib/bridge/image-input';
import { MAX_CONTENT, MAX_IMAGES, MAX_TITLE, type ConsultDraft } from '../consult-rules';
import styles from './im.module.css';
import kit from '@/components/form-kit/form-kit.module.css';
import { FormField, describedBy, FieldAlert } from '@/components/form-kit/form-field';
import { ConsultReview } from './consult-review';
import { DepartmentField, MatterField } from './consult-fields';
import { useConsultForm } from '../hooks/use-consult-form';
import { useGuardedSubmit } from '@/lib/forms/use-guarded-submit';

/** 图片 (选填): picked or taken, uploaded with its progress, each removable. */
function ImagesField({
  images,
  uploads,
  onRemove,
}: {
  images: ConsultDraft['images'];
  uploads: ReturnType<typeof useConsultForm>['uploads'];
  onRemove: (url: string) => void;
}) {
  const { uploading, uploadError, setUploadError, upload } = uploads;
  return (
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
          MAX_IMAGES - images.length,
          (files) => void upload(files),
          () => setUploadError('选择图片失败，请重试'),
        )}
      />
      {uploading !== null ? <ProgressBar percent={uploading} text={`${uploading}%`} aria-label="图片上传进度" /> : null}
      <FieldAlert error={uploadError} />
      {images.length ? (
        <ul className={`${styles.thumbs} ${styles.thumbList}`} aria-label="已上传的图片">
          {images.map((img, i) => (
            <li key={img.url} className={styles.thumbItem}>
              <img className={styles.thumb} src={img.url} alt={`第${i + 1}张图片：${img.name}`} />
              <Button size="mini" onClick={() => onRemove(img.url)}>
                删除第{i + 1}张
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** consult: ask a department a question, with the matter and photos; check the answers, then send once. */
export function ConsultForm({ initialDepartmentId, initialMatterId }: { initialDepartmentId?: string; initialMatterId?: string }) {
  // The guarded submit stays in this file: the form fault matrix names the file that calls it
  // (docs/reliability.md, "The form matrix (submits)").
  const submit = useGuardedSubmit({ kept: '您填写的内容已保留。' });
  const { go, form, d, step, backToForm, departments, matters, uploads, next, send } = useConsultForm(
    submit,
    initialDepartmentId,
    initialMatterId,
  );
  const { control, register, getValues, setValue, formState } = form;
  const errors = formState.errors;
  const { uploading, setImages } = uploads;

  if (step === 'review')
    return <ConsultReview draft={d} onBack={backToForm} submitting={submit.submitting} error={submit.error} onSend={() => void send()} />;

  return (
    <FormPage
      title="在线咨询"
      right={
        <Button size="small" fill="none" onClick={() => go(paths.myconsult())}>
          我的咨询
        </Button>
      }
      footer={
        <Button color="primary" onClick={() => void next()} disabled={uploading !== null}>
          下一步：核对内容
        </Button>
      }
    >
      <p className={kit.hint}>向办事部门提出您的问题，部门答复后会在“我的咨询”和消息中心通知您。</p>
      <DepartmentField control={control} setValue={setValue} departments={departments} error={errors.departmentId?.message} />
      {d.departmentId ? <MatterField control={control} setValue={setValue} matters={matters} /> : null}
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
      <ImagesField images={d.images} uploads={uploads} onRemove={(url) => setImages(getValues('images').filter((x) => x.url !== url))} />
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
    </FormPage>
  );
}

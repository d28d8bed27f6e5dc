import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { ImageField } from '@/components/image-field/image-field';
import type { useImageUploads } from '@/components/image-field/use-image-uploads';
import { FormField, describedBy, FieldAlert } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { COMPLAINT_TYPES } from '@/contract/complaint';
import { MAX_COMPLAINT_IMAGES, MAX_CONTENT, type ComplaintDraft } from '../ticket-rules';

/** 填写问题: the type, what happened (with its count), the photos and the contact number. */
export function ComplaintDetailsFields({
  form,
  draft: d,
  images,
}: {
  form: UseFormReturn<ComplaintDraft>;
  draft: ComplaintDraft;
  images: ReturnType<typeof useImageUploads>;
}) {
  const { control, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <ComplaintTypeField control={control} error={errors.type?.message} />
      <FormField
        label={`问题描述（${Array.from(d.content.trim()).length}/${MAX_CONTENT}）`}
        id="ct-content"
        error={errors.content?.message}
        required
      >
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <textarea
              id="ct-content"
              className={kit.textarea}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="请写明时间、经过和您的诉求，便于核实"
              {...describedBy('ct-content', errors.content?.message)}
            />
          )}
        />
      </FormField>
      <div className={kit.field}>
        <span className={kit.label}>图片（选填，最多{MAX_COMPLAINT_IMAGES}张，JPG、JPEG、PNG）</span>
        <ImageField
          images={d.images}
          max={MAX_COMPLAINT_IMAGES}
          notice={images.notice}
          onAdd={(f) => void images.addFiles(f)}
          onRetry={images.retryImage}
          onRemove={images.removeImage}
          canRetry={images.canRetry}
        />
        <FieldAlert id="ct-images" error={errors.images?.message} />
      </div>
      <FormField label="联系电话（用于回访）" id="ct-phone" error={errors.phone?.message} required>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <input
              id="ct-phone"
              className={kit.input}
              inputMode="tel"
              autoComplete="tel"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...describedBy('ct-phone', errors.phone?.message)}
            />
          )}
        />
      </FormField>
    </>
  );
}

/** 投诉类型: one of the types, as radio buttons. */
function ComplaintTypeField({ control, error }: { control: Control<ComplaintDraft>; error: string | undefined }) {
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <fieldset className={kit.field}>
          <legend className={`${kit.label} ${kit.required}`}>投诉类型</legend>
          <div className={kit.choices} role="radiogroup" aria-label="投诉类型">
            {COMPLAINT_TYPES.map((t) => (
              <button
                key={t}
                type="button"
                role="radio"
                aria-checked={field.value === t}
                className={`${kit.choice} ${field.value === t ? kit.choiceOn : ''}`}
                onClick={() => field.onChange(t)}
              >
                {t}
              </button>
            ))}
          </div>
          <FieldAlert id="ct-type" error={error} />
        </fieldset>
      )}
    />
  );
}

import { Input, TextArea } from 'antd-mobile';
import { Controller, type Control, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { describedBy, FormField } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { CROSS_MODES } from '../cross';
import type { CrossMode } from '../online-types';
import { MAX_CROSS_DESCRIPTION, MAX_CROSS_PLACE, type CrossDraft } from '../schemas/cross-schema';
import styles from './apply.module.css';

/** The 跨省通办 request's fields: the matter (its mode chosen with it), the mode, the two places, the description and the phone. */
export function CrossApplyFields({
  form,
  errors,
  list,
}: {
  form: UseFormReturn<CrossDraft>;
  errors: FieldErrors<CrossDraft>;
  list: { id: string; name: string; mode: CrossMode }[];
}) {
  return (
    <>
      <MatterField form={form} errors={errors} list={list} />
      <ModeField control={form.control} errors={errors} />
      <PlaceFields control={form.control} errors={errors} />
      <DescriptionAndPhone control={form.control} errors={errors} />
    </>
  );
}

/** What a group of the request's fields is given: the form's control and its errors. */
type FieldsProps = { control: Control<CrossDraft>; errors: FieldErrors<CrossDraft> };

/** 事项: choosing a matter chooses its mode too. */
function MatterField({
  form,
  errors,
  list,
}: {
  form: UseFormReturn<CrossDraft>;
  errors: FieldErrors<CrossDraft>;
  list: { id: string; name: string; mode: CrossMode }[];
}) {
  const { control, setValue, formState } = form;
  return (
    <FormField label="事项" id="cr-matter" error={errors.matterId?.message} required>
      <Controller
        control={control}
        name="matterId"
        render={({ field }) => (
          <select
            id="cr-matter"
            ref={field.ref}
            className={styles.input}
            value={field.value}
            onBlur={field.onBlur}
            {...describedBy('cr-matter', errors.matterId?.message)}
            onChange={(e) => {
              field.onChange(e.target.value);
              // The matter's own mode is chosen with it.
              const m = list.find((x) => x.id === e.target.value);
              if (m) setValue('mode', m.mode, { shouldValidate: formState.isSubmitted });
            }}
          >
            <option value="">请选择</option>
            {list.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}（{m.mode}）
              </option>
            ))}
          </select>
        )}
      />
    </FormField>
  );
}

/** 办理模式: one radio a mode, with its note. */
function ModeField({ control, errors }: FieldsProps) {
  return (
    <Controller
      control={control}
      name="mode"
      render={({ field }) => (
        <fieldset className={kit.field} {...describedBy('cr-mode', errors.mode?.message)}>
          <legend className={`${kit.label} ${kit.required}`}>办理模式</legend>
          {CROSS_MODES.map((m) => (
            <label key={m.mode} className={styles.option}>
              <input type="radio" name="cr-mode" checked={field.value === m.mode} onChange={() => field.onChange(m.mode)} />
              {m.mode}：{m.note}
            </label>
          ))}
          {errors.mode?.message ? (
            <p className={kit.error} id="cr-mode-error">
              {errors.mode.message}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}

/** 申请地 and 办理地. */
function PlaceFields({ control, errors }: FieldsProps) {
  return (
    <>
      <CrossInputField
        control={control}
        name="fromPlace"
        label="申请地（您现在所在地）"
        id="cr-from"
        error={errors.fromPlace?.message}
        maxLength={MAX_CROSS_PLACE}
      />
      <CrossInputField
        control={control}
        name="toPlace"
        label="办理地（户籍地或业务所在地）"
        id="cr-to"
        error={errors.toPlace?.message}
        required
        maxLength={MAX_CROSS_PLACE}
        placeholder="如：河北省石家庄市"
      />
    </>
  );
}

/** 申请说明 and 联系电话. */
function DescriptionAndPhone({ control, errors }: FieldsProps) {
  return (
    <>
      <FormField label="申请说明" id="cr-desc" error={errors.description?.message} required>
        <div className={styles.input}>
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <TextArea
                id="cr-desc"
                ref={field.ref}
                maxLength={MAX_CROSS_DESCRIPTION}
                showCount
                rows={3}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...describedBy('cr-desc', errors.description?.message)}
              />
            )}
          />
        </div>
      </FormField>
      <CrossInputField
        control={control}
        name="mobile"
        label="联系电话"
        id="cr-mobile"
        error={errors.mobile?.message}
        required
        type="tel"
        maxLength={11}
      />
    </>
  );
}

/** One labelled one-line text field of the request, its error tied to it. */
function CrossInputField({
  control,
  name,
  label,
  id,
  error,
  required,
  maxLength,
  placeholder,
  type,
}: {
  control: Control<CrossDraft>;
  name: 'fromPlace' | 'toPlace' | 'mobile';
  label: string;
  id: string;
  error?: string;
  required?: boolean;
  maxLength: number;
  placeholder?: string;
  type?: 'tel';
}) {
  return (
    <FormField label={label} id={id} error={error} required={required}>
      <div className={styles.input}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Input
              id={id}
              ref={field.ref}
              type={type}
              maxLength={maxLength}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={placeholder}
              {...describedBy(id, error)}
            />
          )}
        />
      </div>
    </FormField>
  );
}

import { Input, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Controller, get, type ControllerRenderProps, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { chinaToday, type FormDef } from '@/lib/forms/definition-schema';
import type { DictOption } from '@/lib/forms/dictionary';
import type { FieldDef } from '../online-types';
import styles from './apply.module.css';

/**
 * One field of a definition form (DefinitionForm), by its type: its control bound to the caller's
 * form under `path`, its hint and its error.
 */
export function DefinitionField({
  f,
  def,
  dicts,
  form,
  path,
  readOnly,
}: {
  f: FieldDef;
  def: FormDef;
  dicts: Record<string, DictOption[]>;
  form: UseFormReturn<FieldValues>;
  path: string;
  readOnly: string[];
}) {
  const { control, formState } = form;
  const id = `fd-${def.id}-${f.name}`;
  const error = (get(formState.errors, `${path}.${f.name}`) as { message?: string } | undefined)?.message;
  const described = [error ? `${id}-error` : '', f.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const options = dicts[f.dict ?? ''] ?? [];
  const locked = readOnly.includes(f.name);
  const errorLine = error ? (
    <p className={kit.error} id={`${id}-error`} role="alert">
      {String(error)}
    </p>
  ) : null;
  const hint = f.hint ? (
    <p className={kit.hint} id={`${id}-hint`}>
      {f.hint}
    </p>
  ) : null;
  if (f.type === 'radio' || f.type === 'checkbox') {
    return (
      <Controller
        control={control}
        name={`${path}.${f.name}`}
        render={({ field }) => (
          <DefinitionChoices f={f} id={id} field={field} options={options} described={described} hint={hint} errorLine={errorLine} />
        )}
      />
    );
  }
  return (
    <FormField label={f.label} id={id} error={error ? String(error) : undefined} required={f.required}>
      <Controller
        control={control}
        name={`${path}.${f.name}`}
        render={({ field }) => (
          <DefinitionControl f={f} id={id} field={field} options={options} invalid={Boolean(error)} described={described} locked={locked} />
        )}
      />
      {hint}
    </FormField>
  );
}

/** A radio or checkbox field: one input per dictionary option, in a fieldset with its legend. */
function DefinitionChoices({
  f,
  id,
  field,
  options,
  described,
  hint,
  errorLine,
}: {
  f: FieldDef;
  id: string;
  field: ControllerRenderProps<FieldValues, string>;
  options: DictOption[];
  described: string | undefined;
  hint: ReactNode;
  errorLine: ReactNode;
}) {
  const current = field.value;
  return (
    <fieldset className={kit.field} aria-describedby={described}>
      <legend className={`${kit.label} ${f.required ? kit.required : ''}`}>{f.label}</legend>
      <div className={styles.options}>
        {options.map((o) => {
          const checked = f.type === 'radio' ? current === o.value : Array.isArray(current) && current.includes(o.value);
          return (
            <label key={o.value} className={styles.option}>
              <input
                type={f.type}
                name={id}
                value={o.value}
                checked={checked}
                onBlur={field.onBlur}
                onChange={(e) => {
                  if (f.type === 'radio') field.onChange(o.value);
                  else {
                    const list = Array.isArray(current) ? current : [];
                    field.onChange(e.target.checked ? [...list, o.value] : list.filter((x) => x !== o.value));
                  }
                }}
              />
              {o.label}
            </label>
          );
        })}
      </div>
      {hint}
      {errorLine}
    </fieldset>
  );
}

/** A text, number, mobile, id card, date, select or textarea field's control. */
function DefinitionControl({
  f,
  id,
  field,
  options,
  invalid,
  described,
  locked,
}: {
  f: FieldDef;
  id: string;
  field: ControllerRenderProps<FieldValues, string>;
  options: DictOption[];
  invalid: boolean;
  described: string | undefined;
  locked: boolean;
}) {
  const v = typeof field.value === 'string' ? field.value : '';
  const common = { id, ref: field.ref, 'aria-invalid': invalid, 'aria-describedby': described };
  if (f.type === 'select')
    return (
      <select {...common} className={styles.input} value={v} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}>
        <option value="">请选择</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  if (f.type === 'date')
    return (
      <input
        {...common}
        type="date"
        className={styles.input}
        value={v}
        max={f.notAfterToday ? chinaToday() : undefined}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
    );
  if (f.type === 'textarea')
    return (
      <div className={styles.input}>
        <TextArea
          {...common}
          value={v}
          onChange={field.onChange}
          onBlur={field.onBlur}
          maxLength={f.maxLength}
          showCount={Boolean(f.maxLength)}
          rows={3}
          placeholder={f.placeholder}
        />
      </div>
    );
  return (
    <div className={styles.input}>
      <Input
        {...common}
        value={v}
        readOnly={locked}
        onChange={field.onChange}
        onBlur={field.onBlur}
        type={f.type === 'mobile' ? 'tel' : 'text'}
        inputMode={f.type === 'number' ? 'decimal' : f.type === 'mobile' ? 'tel' : undefined}
        maxLength={f.type === 'idcard' ? 18 : f.type === 'mobile' ? 11 : f.maxLength}
        placeholder={f.placeholder}
      />
    </div>
  );
}

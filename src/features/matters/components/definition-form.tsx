import { Button, Input, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Controller, get, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-kit/form-field';
import kit from '@/components/form-kit/form-kit.module.css';
import { chinaToday, fieldShown, type FormDef, type FormValues } from '@/lib/forms/definition-schema';
import type { DictOption } from '@/lib/forms/dictionary';
import type { FieldDef } from '../online-types';
import styles from './apply.module.css';

/**
 * A form rendered from its definition, as one part (`path`) of a react-hook-form form whose
 * resolver checks it with `definitionSchema` (the project's one form model): every field by its
 * type, dictionary-backed choices, conditional fields shown while their condition holds. The
 * form is the caller's (`useDraftForm`), so every change is in its draft and nothing typed is lost.
 */
export function DefinitionForm({
  def,
  dicts,
  form,
  path,
  onNext,
  nextText,
  footer,
  readOnly = [],
}: {
  def: FormDef;
  dicts: Record<string, DictOption[]>;
  /** The caller's form (any values type: the definition's values live under `path`). */
  form: UseFormReturn<FieldValues>;
  /** Where the definition's values are in the form's values (`values`, `applicant` …). */
  path: string;
  /** Called when the form's check passed (the caller's `handleSubmit`). */
  onNext: () => void;
  nextText: string;
  footer?: ReactNode;
  /** Fields shown but not editable (prefilled from the verified identity). */
  readOnly?: string[];
}) {
  const { control, formState } = form;
  const watched = (useWatch({ control, name: path }) ?? {}) as FormValues;
  const idOf = (f: FieldDef) => `fd-${def.id}-${f.name}`;

  const render = (f: FieldDef) => {
    const id = idOf(f);
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
          key={f.name}
          control={control}
          name={`${path}.${f.name}`}
          render={({ field }) => {
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
          }}
        />
      );
    }
    return (
      <FormField key={f.name} label={f.label} id={id} error={error ? String(error) : undefined} required={f.required}>
        <Controller
          control={control}
          name={`${path}.${f.name}`}
          render={({ field }) => {
            const v = typeof field.value === 'string' ? field.value : '';
            const common = { id, ref: field.ref, 'aria-invalid': Boolean(error), 'aria-describedby': described };
            if (f.type === 'select')
              return (
                <select
                  {...common}
                  className={styles.input}
                  value={v}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                >
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
          }}
        />
        {hint}
      </FormField>
    );
  };

  return (
    <form
      noValidate
      aria-label={def.title}
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      <div className={kit.form}>
        {def.description ? <p className={kit.hint}>{def.description}</p> : null}
        {def.fields.filter((f) => fieldShown(f, watched)).map(render)}
      </div>
      <div className={styles.footer}>
        {footer}
        <Button color="primary" type="submit">
          {nextText}
        </Button>
      </div>
    </form>
  );
}

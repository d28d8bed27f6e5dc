import type { ReactNode } from 'react';
import kit from './form-kit.module.css';

/** The attributes tying an input to its error message (read by screen readers with the input). */
export const describedBy = (id: string, error?: string) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

/** One labelled field of a long form: the label, the input (children) and its error, tied by id. */
export function FormField({
  label,
  id,
  error,
  required,
  children,
}: {
  label: string;
  id: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={kit.field}>
      <label htmlFor={id} className={`${kit.label} ${required ? kit.required : ''}`}>
        {label}
      </label>
      {children}
      {error ? (
        <p className={kit.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A single choice as a row of chips (a radio group with real radio semantics). */
export function ChoiceGroup<T extends string | number>({
  label,
  value,
  options,
  onChange,
  required,
  error,
}: {
  label: string;
  value: T;
  options: readonly { value: T; text: string }[];
  onChange: (v: T) => void;
  required?: boolean;
  error?: string;
}) {
  return (
    <fieldset className={kit.field}>
      <legend className={`${kit.label} ${required ? kit.required : ''}`}>{label}</legend>
      <div className={kit.choices} role="radiogroup" aria-label={label}>
        {options.map((o) => (
          <button
            key={String(o.value)}
            type="button"
            role="radio"
            aria-checked={value === o.value}
            className={`${kit.choice} ${value === o.value ? kit.choiceOn : ''}`}
            onClick={() => onChange(o.value)}
          >
            {o.text}
          </button>
        ))}
      </div>
      {error ? <p className={kit.error}>{error}</p> : null}
    </fieldset>
  );
}

/**
 * A field's error said at once when it appears (role="alert"), tied to its input by
 * `${id}-error` (see describedBy): for short forms whose errors should be announced as they
 * come, placed inside a FormField given no `error` of its own. Without `id`: the form's own
 * problem above its button (a failed submit, the first problem of a check).
 */
export function FieldAlert({ id, error }: { id?: string; error?: string | null }) {
  return error ? (
    <p className={kit.error} id={id ? `${id}-error` : undefined} role="alert">
      {error}
    </p>
  ) : null;
}

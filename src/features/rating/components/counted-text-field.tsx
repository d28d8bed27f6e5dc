import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FieldError } from './field-error';
import styles from './rating.module.css';

/** A text a rating form asks for: its label, the textarea, its count against the most allowed (over it: in red), and its problem. */
export function CountedTextField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  placeholder,
  count,
  max,
  error,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  /** What the label holds: the field's name, and its hint or required mark. */
  label: ReactNode;
  placeholder: string;
  count: number;
  max: number;
  error: string | undefined;
}) {
  return (
    <div className={styles.section}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <textarea
            id={id}
            className={styles.textarea}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={placeholder}
          />
        )}
      />
      <div className={`${styles.counter} ${count > max ? styles.counterOver : ''}`}>
        {count}/{max}
      </div>
      <FieldError error={error} />
    </div>
  );
}

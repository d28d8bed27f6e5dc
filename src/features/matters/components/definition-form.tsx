import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import kit from '@/components/form-kit/form-kit.module.css';
import { fieldShown, type FormDef, type FormValues } from '@/lib/forms/definition-schema';
import type { DictOption } from '@/lib/forms/dictionary';
import { DefinitionField } from './definition-field';
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
  const { control } = form;
  const watched = (useWatch({ control, name: path }) ?? {}) as FormValues;

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
        {def.fields
          .filter((f) => fieldShown(f, watched))
          .map((f) => (
            <DefinitionField key={f.name} f={f} def={def} dicts={dicts} form={form} path={path} readOnly={readOnly} />
          ))}
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

import { z } from 'zod/mini';
import { definitionSchema, emptyValues, type FormDef, type FormValues } from '@/lib/forms/definition-schema';
import type { DictOption } from '@/lib/forms/dictionary';

/** A form filled on its own (formIndex): its values and whether the user is checking them (both in its draft). */
export interface FilledFormDraft {
  values: FormValues;
  review: boolean;
}

export const emptyFilledForm = (def: FormDef): FilledFormDraft => ({ values: emptyValues(def), review: false });

/** The draft key of a form filled on its own. */
export const filledFormKey = (formId: string) => `form.${formId}`;

/** The zod schema of a form filled on its own, built from its definition (`definitionSchema`). */
export function filledFormSchema(def: FormDef, dicts: Record<string, DictOption[]>, today: string) {
  return z.object({ values: definitionSchema(def, dicts, today), review: z.boolean() });
}

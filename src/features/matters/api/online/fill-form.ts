import { gateway } from '@/lib/http/client';
import type { FormValues } from '@/features/matters/online-types';

/** Saves a form filled on its own (formIndex). */
export function fillForm(params: { formId: string; values: FormValues }): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/online-processing/anon/form/fill', params, { silent: true });
}

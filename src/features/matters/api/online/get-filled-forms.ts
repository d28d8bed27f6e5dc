import { gateway } from '@/lib/http/client';
import type { FilledForm } from '@/features/matters/online-types';

/** The forms the user filled and saved. */
export function getFilledForms(): Promise<FilledForm[]> {
  return gateway.get<FilledForm[]>('/online-processing/anon/form/filled', undefined, { silent: true });
}

export const filledFormsOptions = (enabled: boolean) => ({
  queryKey: ['matters', 'online', 'filled'] as const,
  queryFn: getFilledForms,
  enabled,
});

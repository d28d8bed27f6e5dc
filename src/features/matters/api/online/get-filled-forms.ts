import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { FilledForm } from '@/features/matters/online-types';

/** The forms the user filled and saved. */
export function getFilledForms(): Promise<FilledForm[]> {
  return gateway.get<FilledForm[]>('/online-processing/anon/form/filled', undefined, { silent: true });
}

/** The key of the filled-forms list: invalidate it after a form is saved. */
export const filledFormsKey = () => ['matters', 'online', 'filled'] as const;

export const filledFormsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: filledFormsKey(),
    queryFn: getFilledForms,
    enabled,
  });

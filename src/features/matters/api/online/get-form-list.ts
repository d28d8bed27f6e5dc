import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { FormBrief } from '@/features/matters/online-types';

/** 常用表单: every form definition with the matters that use it. */
export function getFormList(): Promise<FormBrief[]> {
  return gateway.get<FormBrief[]>('/online-processing/anon/form/list', undefined, { silent: true });
}

export const formListQuery = () => queryOptions({ queryKey: ['matters', 'online', 'forms'] as const, queryFn: getFormList });

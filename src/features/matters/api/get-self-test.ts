import { queryOptions } from '@tanstack/react-query';
import { cloud } from '@/lib/http/cloud';
import type { SelfTest } from '../types';
import { cloudData } from './cloud-call';

/** A questionnaire: its questions and where each answer leads (cloud API). */
export function getSelfTest(id: string): Promise<SelfTest> {
  return cloudData(cloud.get<SelfTest>('/service-cloud/selfTest/detail', { id }, { silent: true }));
}

export const selfTestQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['matters', 'self-test', id] as const,
    queryFn: () => getSelfTest(id ?? ''),
    enabled: Boolean(id),
  });

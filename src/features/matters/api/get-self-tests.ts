import { queryOptions } from '@tanstack/react-query';
import { cloud } from '@/lib/http/cloud';
import type { SelfTestBrief } from '../types';
import { cloudData } from './cloud-call';

/** The self-test questionnaires (cloud API). */
export function getSelfTests(): Promise<SelfTestBrief[]> {
  return cloudData(cloud.get<SelfTestBrief[]>('/service-cloud/selfTest/list', undefined, { silent: true }));
}

export const selfTestsQuery = () => queryOptions({ queryKey: ['matters', 'self-tests'] as const, queryFn: getSelfTests });

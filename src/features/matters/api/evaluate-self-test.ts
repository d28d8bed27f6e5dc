import { cloud } from '@/lib/http/cloud';
import type { SelfTestOutcome } from '../types';
import { cloudData } from './cloud-call';

/** The matters and materials that apply to the answers given (option index per question, in order). */
export function evaluateSelfTest(id: string, areaCode: string, answers: number[]): Promise<SelfTestOutcome> {
  return cloudData(cloud.post<SelfTestOutcome>('/service-cloud/selfTest/evaluate', { id, areaCode, answers }, { silent: true }));
}

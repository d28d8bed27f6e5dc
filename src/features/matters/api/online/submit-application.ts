import { gateway } from '@/lib/http/client';
import type { SubmitApplicationParams, SubmitApplicationResult } from '@/features/matters/online-types';

/** 在线申报 (submitOp audit): the application becomes a case; the same clientToken answers the same case. */
export function submitApplication(params: SubmitApplicationParams): Promise<SubmitApplicationResult> {
  return gateway.post<SubmitApplicationResult>('/online-processing/anon/submitOp/audit', params, { silent: true });
}

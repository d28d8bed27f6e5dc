import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { EmsKind, EmsQuote } from '../types';

export const estimateKey = (p: EstimateParams) => ['express', 'estimate', p.kind, p.addressId, p.hallId, p.weightGrams] as const;

export interface EstimateParams {
  kind: EmsKind;
  addressId: string;
  hallId: string;
  weightGrams: number;
}

/** Estimated cost before ordering (zone from the two districts, fee from the weight). */
export function estimateFee(p: EstimateParams): Promise<EmsQuote> {
  return gateway.get('/sms/emsApi/estimate', p, { silent: true });
}

export const estimateQuery = (p: EstimateParams | null) =>
  queryOptions({
    queryKey: p ? estimateKey(p) : (['express', 'estimate', 'none'] as const),
    queryFn: () => estimateFee(p!),
    enabled: Boolean(p),
  });

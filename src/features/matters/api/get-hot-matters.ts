import { gateway } from '../../../lib/http/client';
import type { MatterSummary } from '../types';

export function getHotMatters(areaCode: string, size = 6): Promise<MatterSummary[]> {
  return gateway.get<MatterSummary[]>('/service-xzyd/matter/anon/hot', { areaCode, size });
}

import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { MaterialSpec } from '@/features/matters/online-types';

/** The materials of a matter's online application (material info). */
export function getMaterialInfo(matterId: string): Promise<MaterialSpec[]> {
  return gateway.get<MaterialSpec[]>('/online-processing/anon/material/info', { matterId }, { silent: true });
}

export const materialInfoQuery = (matterId: string) =>
  queryOptions({
    queryKey: ['matters', 'online', 'materials', matterId] as const,
    queryFn: () => getMaterialInfo(matterId),
    enabled: Boolean(matterId),
  });

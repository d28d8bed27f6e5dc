import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { Commitment } from '@/features/matters/online-types';

/** 告知承诺 of a matter: whether it applies, what is promised, and the user's signed one. */
export function getCommitment(matterId: string): Promise<Commitment> {
  return gateway.get<Commitment>('/online-processing/anon/commitment/info', { matterId }, { silent: true });
}

export const commitmentQuery = (matterId: string) =>
  queryOptions({
    queryKey: ['matters', 'online', 'commitment', matterId] as const,
    queryFn: () => getCommitment(matterId),
    enabled: Boolean(matterId),
  });

import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

/** What people of the area search most. */
export function getHotWords(areaCode: string): Promise<string[]> {
  return gateway.get<string[]>('/service-xzyd/search/anon/hotWords', { areaCode, size: 10 });
}

export const hotWordsQuery = (areaCode: string) =>
  queryOptions({
    queryKey: ['matters', 'hot-words', areaCode] as const,
    queryFn: () => getHotWords(areaCode),
  });

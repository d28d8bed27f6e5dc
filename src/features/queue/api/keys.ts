import type { PageResult } from '@/contract/page';

/** Every query of the feature starts with this: invalidated after a booking, a number or a waitlist entry changes. */
export const queueKey = ['queue'] as const;

/** The page after `last` of a paged list, if there is one. */
export const nextPage = (last: PageResult<unknown>) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined);

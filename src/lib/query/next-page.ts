import type { PageResult } from '@/contract/page';

/** A paged list's next page (`getNextPageParam`): the number after the last one read, none once all `total` are read. */
export const nextPageNum = (last: PageResult<unknown>) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined);

/** One page of a paged list call (`pageNum`, `pageSize` in the query), as the gateway answers it. */
export interface PageResult<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { complaintKey, getComplaint } from '../api/get-complaint';
import { complaintsKey, PAGE_SIZE, queryComplaints } from '../api/query-complaints';

/** The user's complaints page by page. */
export function useComplaints() {
  return useInfiniteQuery({
    queryKey: complaintsKey,
    queryFn: ({ pageParam }) => queryComplaints(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    staleTime: 0,
  });
}

export function useComplaint(id: string) {
  return useQuery({ queryKey: complaintKey(id), queryFn: () => getComplaint(id), enabled: Boolean(id), staleTime: 0 });
}

export { PAGE_SIZE };

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { complaintQuery } from '../api/get-complaint';
import { complaintsQuery, PAGE_SIZE } from '../api/query-complaints';

/** The user's complaints page by page. */
export function useComplaints() {
  return useInfiniteQuery(complaintsQuery());
}

export function useComplaint(id: string) {
  return useQuery({ ...complaintQuery(id), enabled: Boolean(id) });
}

export { PAGE_SIZE };

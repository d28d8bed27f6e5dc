import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { LiveWindow, MatterBrief } from '../types';

export interface DepartmentDetail {
  id: string;
  name: string;
  duty: string;
  phone: string;
  hall: { id: string; name: string; address: string; openHours: string };
  windows: LiveWindow[];
  matters: MatterBrief[];
}

/** A department of a hall: duties, windows, matters. */
export function getDepartment(id: string): Promise<DepartmentDetail> {
  return gateway.get<DepartmentDetail>('/service-xzyd/department/anon/detail', { id });
}

export const departmentQuery = (id: string) =>
  queryOptions({ queryKey: ['halls', 'department', id], queryFn: () => getDepartment(id), enabled: Boolean(id) });

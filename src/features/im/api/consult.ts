import { queryOptions } from '@tanstack/react-query';
import type { Consult } from '@/contract/im';
import { gateway } from '@/lib/http/client';

export interface ConsultDepartment {
  id: string;
  name: string;
  hallId: string;
  hallName: string;
}

export interface ConsultMatter {
  id: string;
  name: string;
}

export type { Consult } from '@/contract/im';

export interface SaveConsultParams {
  departmentId: string;
  matterId?: string;
  title: string;
  content: string;
  images: string[];
  contact: string;
}

/** Departments that take questions (`GET /im/consult/anon/departments`). */
export function getConsultDepartments(): Promise<ConsultDepartment[]> {
  return gateway.get('/im/consult/anon/departments');
}

/** A department's matters (`GET /im/consult/anon/matters`). */
export function getConsultMatters(departmentId: string): Promise<ConsultMatter[]> {
  return gateway.get('/im/consult/anon/matters', { departmentId });
}

/** Asks a department a question (`POST /im/consult/auth/save`). */
export function saveConsult(params: SaveConsultParams): Promise<Consult> {
  return gateway.post('/im/consult/auth/save', params);
}

/** My questions, newest first (`GET /im/consult/auth/myList`). */
export function getMyConsults(pageNum = 1, pageSize = 50): Promise<{ records: Consult[]; total: number }> {
  return gateway.get('/im/consult/auth/myList', { pageNum, pageSize });
}

export const myConsultsQuery = () => queryOptions({ queryKey: ['im', 'consults'] as const, queryFn: () => getMyConsults() });

/** The departments that answer questions (they change seldom). */
export const consultDepartmentsQuery = () =>
  queryOptions({
    queryKey: ['im', 'consult-departments'] as const,
    queryFn: getConsultDepartments,
    staleTime: 300_000,
  });

/** A department's matters, once a department is chosen. */
export const consultMattersQuery = (departmentId: string) =>
  queryOptions({
    queryKey: ['im', 'consult-matters', departmentId] as const,
    queryFn: () => getConsultMatters(departmentId),
    enabled: Boolean(departmentId),
    staleTime: 300_000,
  });

import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { StaffMember } from '../types';
import { AGENCY_BASE } from './base';

export const staffInfoKey = ['agency', 'staffInfo'] as const;

export function getStaffInfo(): Promise<{ isStaff: boolean; staff: StaffMember | null }> {
  return gateway.get(`${AGENCY_BASE}/staffInfo`, {}, { encParam: true, silent: true });
}

export function setOnDuty(onDuty: boolean): Promise<StaffMember> {
  return gateway.post(`${AGENCY_BASE}/onDuty`, { onDuty }, { silent: true });
}

export const staffInfoQuery = () => queryOptions({ queryKey: staffInfoKey, queryFn: getStaffInfo });

import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { StaffContact } from '../types';

/** Staff a citizen can start a conversation with (`GET /im/msg/auth/staffList`). */
export function getStaffContacts(): Promise<StaffContact[]> {
  return gateway.get('/im/msg/auth/staffList');
}

export const staffContactsQuery = () => queryOptions({ queryKey: ['im', 'staff'] as const, queryFn: getStaffContacts });

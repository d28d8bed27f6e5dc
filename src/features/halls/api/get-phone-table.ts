import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

export interface PhoneGroup {
  hallId: string;
  hallName: string;
  phones: { name: string; phone: string }[];
}

/** Consultation phones of an area's halls and their departments. */
export function getPhoneTable(areaCode: string): Promise<PhoneGroup[]> {
  return gateway.get<PhoneGroup[]>('/service-xzyd/hall/anon/phones', { areaCode });
}

export const phoneTableQuery = (areaCode: string) =>
  queryOptions({ queryKey: ['halls', 'phones', areaCode], queryFn: () => getPhoneTable(areaCode) });

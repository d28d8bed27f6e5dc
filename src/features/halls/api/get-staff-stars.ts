import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

export interface StaffStar {
  id: string;
  name: string;
  hallId: string;
  hallName: string;
  windowNumber: string;
  windowName: string;
  ratingCount: number;
  score: number;
  praise: number;
}

/** 服务之星: the best rated staff of an area's halls. */
export function getStaffStars(areaCode: string): Promise<StaffStar[]> {
  return gateway.get<StaffStar[]>('/service-xzyd/hall/anon/staffStars', { areaCode });
}

/** Asked again on each visit (staleTime 0): a rating given meanwhile moves the scores. */
export const staffStarsQuery = (areaCode: string) =>
  queryOptions({ queryKey: ['halls', 'staffStars', areaCode], queryFn: () => getStaffStars(areaCode), staleTime: 0 });

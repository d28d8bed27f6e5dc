import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

/** The hall a door-plate screen shows for its area (the one home shows): what its rating is about. */
export interface RatedHall {
  id: string;
  name: string;
  areaCode: string;
}

export async function getAreaHall(areaCode: string): Promise<RatedHall | null> {
  const halls = await gateway.get<RatedHall[]>('/service-xzyd/hall/anon/list', { areaCode });
  return halls.find((h) => h.areaCode === areaCode) ?? halls[0] ?? null;
}

export const areaHallQuery = (areaCode: string) =>
  queryOptions({ queryKey: ['rating', 'area-hall', areaCode], queryFn: () => getAreaHall(areaCode), enabled: Boolean(areaCode) });

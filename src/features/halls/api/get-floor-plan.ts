import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { FloorPlan } from '../types';

/** A hall's floor plan: zones and windows per floor, with each window's live status. */
export function getFloorPlan(id: string): Promise<FloorPlan> {
  return gateway.get<FloorPlan>('/service-xzyd/hall/anon/floorPlan', { id });
}

export const floorPlanQuery = (id: string) =>
  queryOptions({ queryKey: ['halls', 'floorPlan', id], queryFn: () => getFloorPlan(id), enabled: Boolean(id) });

import { gateway } from '../../../lib/http/client';
import type { Position } from '../types';

export function getRegion(id: string): Promise<Position> {
  return gateway.get<Position>('/area/sysArea/anon/getRegion', { id });
}

export type { AreaItem, AreaTreeNode, Notice, Position, ServiceEntry } from '@/contract/area';
import type { ServiceEntry } from '@/contract/area';

/** Parsed per-area configuration attributes. */
export interface AreaConfig {
  home: { entries: ServiceEntry[]; banner: string };
  reservation: { enabled: boolean; days: number; slotMinutes: number } | null;
  useRobot: boolean;
}

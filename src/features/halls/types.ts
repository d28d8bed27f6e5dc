import type { Doorplate, Hall, LiveQueue, LiveWindow, PlanWindow, PlanZone } from '@/contract/hall';

export type { Doorplate, Hall, LiveQueue, LiveWindow, PlanWindow, PlanZone, WindowActual } from '@/contract/hall';

/** A less crowded hall nearby that handles the same matter. */
export interface Alternative {
  id: string;
  name: string;
  busy: Hall['busy'];
  waiting: number;
  distance: number;
}

export interface MatterBrief {
  id: string;
  name: string;
  category?: string;
  online?: boolean;
}

export interface Photo {
  id: string;
  title: string;
  url: string;
}

export interface HallPortal {
  hall: Hall;
  transport: { bus: string; metro: string | null };
  parking: string;
  accessibility: string[];
  contacts: { name: string; phone: string }[];
  floors: { floor: number; name: string; zones: string[] }[];
  departments: { id: string; name: string; duty: string; phone: string }[];
  queues: LiveQueue[];
  matters: MatterBrief[];
  matterCount: number;
  notices: { id: string; title: string; publishDate: string; content: string }[];
  /** The first photo, or null when the hall has published none. */
  cover: Photo | null;
  photoCount: number;
  alternative: Alternative | null;
  serverTime: number;
}

export interface FloorPlan {
  hall: { id: string; name: string; openNow: boolean };
  floors: { floor: number; name: string; zones: PlanZone[]; windows: PlanWindow[] }[];
}

export interface WindowDetail {
  window: LiveWindow & { departmentId: string | null; departmentName: string | null };
  hall: { id: string; name: string };
  queue: LiveQueue | null;
  matters: MatterBrief[];
}

export interface StatPoint {
  label: string;
  visits: number;
  avgWait: number;
  rating: number | null;
}

export interface DoorplateFollow {
  id: string;
  alias: string;
  remark: string;
  createdAt: number;
  updatedAt: number;
  doorplate: Doorplate;
}

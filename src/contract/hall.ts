/** How crowded a hall is right now. */
export type BusyLevel = 'idle' | 'normal' | 'busy';

/** A service hall as the hall list and nearby calls answer it. */
export interface Hall {
  id: string;
  name: string;
  areaCode: string;
  address: string;
  phone: string;
  openHours: string;
  lat: number;
  lng: number;
  level: number;
  busy: BusyLevel;
  intro: string;
  floors: number;
  windowCount: number;
  /** Live (the queues now): whether it hands out numbers now, and how many people wait. */
  openNow?: boolean;
  waiting?: number;
}

/** One queue of a hall, live. */
export interface LiveQueue {
  code: string;
  name: string;
  waiting: number;
  waitMin: number;
  waitMax: number;
  lastCalled: string | null;
  paused: boolean;
}

/** A window's state, live: serving, paused, or closed for the day. */
export type WindowStatus = 'open' | 'paused' | 'closed';

/** Each window state's words, as 窗口实况, the directory and the floor plan show them. */
export const WINDOW_STATUS_TEXT: Record<WindowStatus, string> = { open: '办理中', paused: '暂停服务', closed: '已下班' };

/** One window of a hall, live. */
export interface LiveWindow {
  id: string;
  number: string;
  name: string;
  kind: string;
  status: WindowStatus;
  queueCode: string | null;
  queueName: string | null;
  /** The number this window called last today (what it is serving), or null. */
  serving: string | null;
  waiting: number;
}

/** The live state of a hall on the gateway's clock: its queues and windows now. */
export interface HallLive {
  openNow: boolean;
  waiting: number;
  openWindows: number;
  busy: BusyLevel;
  queues: LiveQueue[];
  windows: LiveWindow[];
}

/** The live state of one hall as `hall/anon/windowActual` answers it. */
export interface WindowActual extends HallLive {
  hall: { id: string; name: string; openHours: string };
  serverTime: number;
  minute: number;
}

/** A zone of a hall's floor plan. */
export interface PlanZone {
  id: string;
  name: string;
  kind: 'service' | 'oneThing' | 'facility';
  floor: number;
  /** Plan units: the floor is 100 × 60. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A window placed on a hall's floor plan, with how many wait at it. */
export interface PlanWindow {
  id: string;
  number: string;
  name: string;
  kind: string;
  status: WindowStatus;
  floor: number;
  zoneId: string;
  x: number;
  y: number;
  waiting: number;
}

/** A doorplate (门牌): a service point of a hall in a street or community, where people rate and ask. */
export interface Doorplate {
  id: string;
  name: string;
  areaCode: string;
  hallId: string;
  hallName: string;
  address: string;
  lat: number;
  lng: number;
  hours: string;
  phone: string;
  services: string[];
}

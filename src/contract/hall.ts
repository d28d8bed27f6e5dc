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

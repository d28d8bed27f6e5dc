/** One bookable slot of a day for a hall and a matter (or the comprehensive window). */
export interface Slot {
  id: string;
  startTime: string;
  endTime: string;
  quota: number;
  remaining: number;
  status: 'open' | 'full' | 'past';
  /** Expected wait at the hall, minutes, from how full the slot is. */
  waitMin: number;
  waitMax: number;
}

/** Where a booking stands. */
export type ReservationStatus = 'booked' | 'checkedIn' | 'cancelled' | 'missed';

/** Where a queue number (取号) stands. */
export type TicketStatus = 'waiting' | 'called' | 'serving' | 'done' | 'skipped' | 'expired' | 'cancelled';

/** Where a place on a full day's waiting list (候补) stands. */
export type WaitStatus = 'waiting' | 'booked' | 'expired' | 'left';

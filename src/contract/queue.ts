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

/** The area's `me_sys_reservation_config` (the emulator fills in its defaults for fields it leaves out). */
export interface ReservationConfig {
  enabled: boolean;
  /** Working days ahead that can be booked (today included). */
  days: number;
  slotMinutes: number;
  /** Places per slot, per hall and matter (or the comprehensive window). */
  quota: number;
  /** A booking can be cancelled up to this long before its slot. */
  cancelBeforeMinutes: number;
}

/** One day of the booking calendar for a hall and a matter (or the comprehensive window). */
export interface DateItem {
  date: string;
  weekday: string;
  status: 'open' | 'full' | 'closed';
  /** Why a closed day is closed, or that a weekend is a 调休 working day. */
  note: string;
  remaining: number;
}

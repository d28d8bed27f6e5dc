import type { ReservationStatus, TicketStatus, WaitStatus } from '@/contract/queue';
import { defineTable, type Row } from '@/mocks/db/store';

export type { ReservationStatus, TicketStatus, WaitStatus };

/** A booking of a slot (预约), the user's or another citizen's (`userId` starting `citizen-`). */
export interface ReservationRow extends Row {
  userId: string;
  hallId: string;
  /** The matter booked, or null for the comprehensive (一窗) window. */
  matterId: string | null;
  /** `matter` or `comprehensive`; the quota key is hall + (matterId or `ZH`). */
  bizType: 'matter' | 'comprehensive';
  /** China-time day and minutes of the slot. */
  date: string;
  start: number;
  end: number;
  name: string;
  mobile: string;
  idcard: string;
  remark: string;
  status: ReservationStatus;
  /** 8 digits, shown with the check-in QR code. */
  checkInCode: string;
  createdAt: number;
  cancelledAt?: number;
  cancelReason?: string;
  checkedInAt?: number;
  /** The booking this one replaced (reschedule). */
  rescheduledFrom?: string;
}

/** Which hall + target calendars citizens look at: other citizens book there on the clock. */
export interface WatchRow extends Row {
  /** `${hallId}|${target}` */
  id: string;
  hallId: string;
  target: string;
  lastBucket: number;
}

/** A queue number taken through the app (取号). Other citizens' numbers are counted, not stored. */
export interface TicketRow extends Row {
  userId: string;
  hallId: string;
  queueCode: string;
  day: string;
  number: number;
  priority: '网上预约' | '绿色通道' | null;
  status: TicketStatus;
  takenAt: number;
  calledAt?: number;
  windowNumber?: string;
  windowName?: string;
  arrivedAt?: number;
  servedAt?: number;
  doneAt?: number;
  endedAt?: number;
  reservationId?: string;
  /** 过号 tickets may go back into the queue once. */
  requeued?: boolean;
  /** Order of calling among priority tickets and re-queued ones (number otherwise). */
  orderKey: number;
}

/** One queue of one hall on one day, simulated on the emulator's clock. */
export interface QueueDayRow extends Row {
  /** `${hallId}|${code}|${day}` */
  id: string;
  hallId: string;
  code: string;
  day: string;
  /** Numbers handed out so far (the last number). */
  issued: number;
  /** Regular numbers called so far (the last regular number called). */
  calledUpTo: number;
  /** Calls made (all), for the window round robin. */
  calls: number;
  /** Minute of the day simulated up to. */
  simulatedTo: number;
  arrivalAcc: number;
  callAcc: number;
  closed: boolean;
}

export const reservations = defineTable<ReservationRow>('reservations');
export const reservationWatch = defineTable<WatchRow>('reservationWatch');
export const tickets = defineTable<TicketRow>('tickets');
export const queueDays = defineTable<QueueDayRow>('queueDays');

/**
 * A place on the waiting list (候补) of a full day, for a hall and a matter (or the comprehensive
 * window). A place freed by a cancellation is booked for the first one waiting, automatically.
 */
export interface WaitRow extends Row {
  userId: string;
  hallId: string;
  matterId: string | null;
  date: string;
  /** The account's mobile when joining, for the booking. */
  mobile: string;
  status: WaitStatus;
  createdAt: number;
  /** The booking made for it when a place was freed. */
  reservationId?: string;
  endedAt?: number;
  /** Why it ended without a booking. */
  note?: string;
}

export const reservationWaitlist = defineTable<WaitRow>('reservationWaitlist');

import type { DateItem, ReservationConfig, ReservationStatus, TicketStatus, WaitStatus } from '@/contract/queue';

export type { DateItem, ReservationConfig, ReservationStatus, Slot, TicketStatus, WaitStatus } from '@/contract/queue';

/** A hall that takes bookings (GET /auth/reservation/halls). */
export interface ReservationHall {
  id: string;
  name: string;
  address: string;
  phone: string;
  openHours: string;
  lat: number;
  lng: number;
  areaCode: string;
  busy: 'idle' | 'normal' | 'busy';
  reservable: boolean;
  /** Metres from the user, when the position was given. */
  distance: number | null;
}

export interface BizType {
  code: string;
  name: string;
  hallCount: number;
}

export interface ReservableMatter {
  id: string;
  name: string;
  category: string;
  departmentName: string;
}

export interface Material {
  name: string;
  copies: string;
  required: boolean;
}

export interface DateList {
  hall: ReservationHall;
  matter: { id: string; name: string; departmentName: string; materials: Material[] } | null;
  config: ReservationConfig;
  today: string;
  dates: DateItem[];
}

/** A booking (docs/spec-rules.md section 3: implInfo.implName, hallInfo.departName). */
export interface Reservation {
  id: string;
  status: ReservationStatus;
  statusText: string;
  bizType: 'matter' | 'comprehensive';
  date: string;
  weekday: string;
  startTime: string;
  endTime: string;
  implInfo: { implId: string | null; implName: string };
  hallInfo: { hallId: string; hallName: string; departName: string; address: string; phone: string; lat: number; lng: number };
  name: string;
  mobile: string;
  idcard: string;
  remark: string;
  checkInCode: string;
  qrText: string;
  materials: Material[];
  createTime: string;
  cancelDeadline: string;
  canCancel: boolean;
  canCheckIn: boolean;
  cancelReason: string;
  cancelTime: string;
  checkInTime: string;
  rescheduledFrom: string | null;
  /** The slot's start, ms since the epoch. */
  slotStartsAt: number;
  /** The gateway's clock when it answered, ms (the page counts from it, not from the phone's clock). */
  serverNow: number;
}

export interface QueueInfo {
  code: string;
  name: string;
  waiting: number;
  waitMin: number;
  waitMax: number;
  paused: boolean;
  lastCalled: string | null;
  windows: { number: string; name: string; status: 'open' | 'paused' | 'closed' }[];
}

export interface HallQueues {
  hall: ReservationHall;
  open: boolean;
  workingDay: boolean;
  serverTime: string;
  queues: QueueInfo[];
}

/** A queue number (取号). */
export interface Ticket {
  id: string;
  number: string;
  queueCode: string;
  queueName: string;
  hallId: string;
  hallName: string;
  hallAddress: string;
  lat: number;
  lng: number;
  day: string;
  status: TicketStatus;
  statusText: string;
  priority: '网上预约' | '绿色通道' | null;
  ahead: number;
  soon: boolean;
  waitMin: number;
  waitMax: number;
  windowNumber: string | null;
  windowName: string | null;
  takenTime: string;
  calledTime: string;
  endTime: string;
  arrived: boolean;
  canRequeue: boolean;
  canCancel: boolean;
  reservationId: string | null;
  serverTime: string;
}

export interface BookingDetails {
  name: string;
  mobile: string;
  idcard: string;
  remark: string;
}

/** A place on the waiting list (候补) of a full day (GET/PUT /auth/reservation/waitlist). */
export interface WaitlistEntry {
  id: string;
  status: WaitStatus;
  statusText: string;
  date: string;
  weekday: string;
  hallId: string;
  hallName: string;
  matterId: string | null;
  matterName: string;
  /** Place in line while waiting (1 = next to get a freed place). */
  position: number | null;
  /** The booking made for it when a place was freed. */
  reservation: { id: string; startTime: string; endTime: string; status: string } | null;
  note: string;
  createTime: string;
  endTime: string;
}

/** Live numbers refresh this often while the page is visible. */
export const LIVE_POLL_MS = 5000;
/** 即将到号 at this many people ahead or fewer. */
export const SOON_AHEAD = 3;
/** Walking-and-transit speed for the "leave now" nudge, metres per minute (about 20 km/h). */
export const TRAVEL_M_PER_MIN = 333;

export const CANCEL_REASONS = ['行程有变', '材料未准备齐全', '已在其他渠道办理', '预约时间不合适', '其他'] as const;

/** `2026-09-30` → `9月30日`. */
export function shortDate(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${m}月${d}日`;
}

/** Minutes of travel to a hall `meters` away, rounded up. */
export function travelMinutes(meters: number): number {
  return Math.max(1, Math.ceil(meters / TRAVEL_M_PER_MIN));
}

/**
 * The "leave now" nudge: go when the shortest expected wait is no longer than the way there
 * (plus 5 minutes to find the window).
 */
export function shouldLeaveNow(waitMin: number, meters: number): boolean {
  return waitMin <= travelMinutes(meters) + 5;
}

/** The way to a hall when the user's position is not known, minutes. */
export const DEFAULT_TRAVEL_MIN = 30;
/** Be at the hall this long before the slot (find the hall, check in, take the number). */
export const ARRIVE_EARLY_MIN = 10;
/** How long before the time to leave the nudge starts counting down. */
export const LEAVE_SOON_MIN = 30;
/** The nudge stops this long after the slot's start (too late to advise on the way). */
export const LEAVE_AFTER_START_MIN = 30;
/** The nudge speaks of the same day only: no advice more than this long before leaving. */
export const LEAVE_HORIZON_MIN = 12 * 60;

export type LeaveKind = 'later' | 'soon' | 'now' | 'late';

export interface LeaveAdvice {
  kind: LeaveKind;
  /** When to leave, ms. */
  leaveAt: number;
  /** Minutes of travel counted. */
  travel: number;
  text: string;
}

/** `HH:mm` of an instant in China time (UTC+8), whatever the phone's zone. */
export function chinaHhmm(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(11, 16);
}

/**
 * The per-slot "leave now" nudge: leave so as to arrive ARRIVE_EARLY_MIN before the slot, the way
 * there counted from the distance (or DEFAULT_TRAVEL_MIN when the position is not known). Null
 * when it is too early to say (over LEAVE_HORIZON_MIN) or the slot started over LEAVE_AFTER_START_MIN ago.
 */
export function leaveAdvice(p: { slotStartsAt: number; now: number; meters: number | null }): LeaveAdvice | null {
  const travel = p.meters === null ? DEFAULT_TRAVEL_MIN : travelMinutes(p.meters);
  const leaveAt = p.slotStartsAt - (travel + ARRIVE_EARLY_MIN) * 60_000;
  const minutesToLeave = Math.ceil((leaveAt - p.now) / 60_000);
  const start = chinaHhmm(p.slotStartsAt);
  const way = `路程约${travel}分钟`;
  if (p.now > p.slotStartsAt + LEAVE_AFTER_START_MIN * 60_000 || minutesToLeave > LEAVE_HORIZON_MIN) return null;
  if (minutesToLeave > LEAVE_SOON_MIN)
    return { kind: 'later', leaveAt, travel, text: `建议${chinaHhmm(leaveAt)}出发（${way}，提前${ARRIVE_EARLY_MIN}分钟到厅签到）` };
  if (minutesToLeave > 0)
    return { kind: 'soon', leaveAt, travel, text: `还有${minutesToLeave}分钟该出发了，建议${chinaHhmm(leaveAt)}出发（${way}）` };
  if (p.now <= p.slotStartsAt - travel * 60_000) return { kind: 'now', leaveAt, travel, text: `该出发了：${way}，${start}前到厅签到取号` };
  return {
    kind: 'late',
    leaveAt,
    travel,
    text: `按${way}，可能赶不上${start}的预约，请尽快出发；不能按时到达可致电大厅或改约`,
  };
}

/** What a live number means to the person holding it, for the screen and the screen reader. */
export function liveAnnouncement(t: {
  status: string;
  number: string;
  ahead: number;
  windowNumber: string | null;
  windowName: string | null;
}): string {
  if (t.status === 'called') return `请${t.number}号到${t.windowNumber ?? ''}号窗口${t.windowName ? `（${t.windowName}）` : ''}办理`;
  if (t.status === 'waiting' && t.ahead <= SOON_AHEAD)
    return t.ahead === 0 ? `${t.number}即将到号，下一位就是您` : `${t.number}即将到号，前面还有${t.ahead}人`;
  return '';
}

/** Great-circle distance in metres. */
export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371_000 * Math.asin(Math.sqrt(h));
}

export function formatDistance(m: number): string {
  return m < 1000 ? `${Math.round(m)}米` : `${(m / 1000).toFixed(1)}公里`;
}

/** An .ics calendar entry for a booking (China time), for "add to calendar". */
export function bookingIcs(b: {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  location: string;
  description: string;
}): string {
  const stamp = (time: string) => `${b.date.replace(/-/g, '')}T${time.replace(':', '')}00`;
  const esc = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//OneWindow//Reservation//ZH',
    'BEGIN:VEVENT',
    `UID:${b.id}@onewindow`,
    `DTSTART;TZID=Asia/Shanghai:${stamp(b.startTime)}`,
    `DTEND;TZID=Asia/Shanghai:${stamp(b.endTime)}`,
    `SUMMARY:${esc(b.title)}`,
    `LOCATION:${esc(b.location)}`,
    `DESCRIPTION:${esc(b.description)}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT1H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${esc(b.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The map hand-off outside the messenger (libraries.md: uri.amap.com marker). */
export function mapHref(h: { lat: number; lng: number; name: string }): string {
  return `https://uri.amap.com/marker?position=${h.lng.toFixed(6)},${h.lat.toFixed(6)}&name=${encodeURIComponent(h.name)}&callnative=1`;
}

/** Spec section 9: taps within this time send once. */
export const SUBMIT_DEBOUNCE_MS = 3000;
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

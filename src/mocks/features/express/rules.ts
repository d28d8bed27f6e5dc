/** EMS fees, zones, pickup slots and tracking, as the emulator computes them (docs/agency-and-ems.md). */

export type Zone = 'sameDistrict' | 'sameCity' | 'outOfCity';

export const ZONE_LABELS: Record<Zone, string> = { sameDistrict: '同区', sameCity: '同城', outOfCity: '异地' };
/** First 500 g, and every further 500 g started, in yuan. */
export const FEES: Record<Zone, { first: number; extra: number }> = {
  sameDistrict: { first: 8, extra: 1 },
  sameCity: { first: 10, extra: 2 },
  outOfCity: { first: 15, extra: 5 },
};
export const MAX_WEIGHT_GRAMS = 20_000;

export function zoneOf(fromArea: string, toArea: string): Zone {
  if (fromArea === toArea) return 'sameDistrict';
  if (fromArea.slice(0, 4) === toArea.slice(0, 4)) return 'sameCity';
  return 'outOfCity';
}

/** The fee of a parcel; government mail of materials to a hall is free of charge for the citizen. */
export function feeOf(zone: Zone, weightGrams: number): number {
  const f = FEES[zone];
  const extraSteps = Math.max(0, Math.ceil(weightGrams / 500) - 1);
  return f.first + extraSteps * f.extra;
}

const HOUR = 3600_000;
const CN_OFFSET = 8 * HOUR;

/** Two-hour pickup slots, 9:00-17:00 Beijing time, from the next full slot over the next 3 days. */
export function pickupSlots(now: number): { start: number; end: number }[] {
  const slots: { start: number; end: number }[] = [];
  const dayStart = Math.floor((now + CN_OFFSET) / (24 * HOUR)) * 24 * HOUR - CN_OFFSET;
  for (let d = 0; d < 3; d++) {
    for (let h = 9; h < 17; h += 2) {
      const start = dayStart + d * 24 * HOUR + h * HOUR;
      if (start >= now + HOUR) slots.push({ start, end: start + 2 * HOUR });
    }
  }
  return slots;
}

export interface TrackingEvent {
  at: number;
  place: string;
  text: string;
}

/** The waybill's events, each at its time: only those the clock has reached are returned. */
export function trackingEvents(
  order: {
    pickupStart: number;
    createdAt: number;
    sender: { areaName: string };
    receiver: { areaName: string; name: string };
    cancelledAt: number | null;
  },
  now: number,
): TrackingEvent[] {
  const picked = Math.max(order.pickupStart + 30 * 60_000, order.createdAt + 30 * 60_000);
  const plan: TrackingEvent[] = [
    { at: order.createdAt, place: `天津市${order.sender.areaName}`, text: '已下单，等待揽收员上门' },
    { at: picked, place: `天津市${order.sender.areaName}揽投部`, text: '已揽收' },
    { at: picked + 3 * HOUR, place: '天津邮区中心局', text: '已到达处理中心，正在分拣' },
    { at: picked + 8 * HOUR, place: `天津市${order.receiver.areaName}揽投部`, text: '正在派送，投递员将电话联系您' },
    { at: picked + 11 * HOUR, place: `天津市${order.receiver.areaName}`, text: `已签收，签收人：${order.receiver.name}` },
  ];
  const reached = plan.filter((e) => e.at <= now && (!order.cancelledAt || e.at <= order.cancelledAt));
  if (order.cancelledAt && order.cancelledAt <= now)
    reached.push({ at: order.cancelledAt, place: `天津市${order.sender.areaName}`, text: '订单已取消' });
  return reached.reverse();
}

/** A 13-digit domestic EMS waybill number: `11` + 10 digits + a mod-11 check digit. */
export function waybillNumber(seq: number): string {
  const body = `11${String(seq).padStart(10, '0').slice(-10)}`;
  const weights = [8, 6, 4, 2, 3, 5, 9, 7, 8, 6, 4, 2];
  const sum = body.split('').reduce((acc, c, i) => acc + Number(c) * weights[i], 0);
  const check = 11 - (sum % 11);
  return body + String(check === 10 ? 0 : check === 11 ? 5 : check);
}

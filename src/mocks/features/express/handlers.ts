import { clock, onTick } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import { areas, halls } from '@/mocks/db/tables';
import { fail, handle, paged, required, type SessionRow } from '@/mocks/gateway';
import { feeOf, MAX_WEIGHT_GRAMS, pickupSlots, trackingEvents, waybillNumber, ZONE_LABELS, zoneOf, type Zone } from './rules';
import { notify } from '@/mocks/features/notices';
import { emsAddresses, emsOrders, type EmsAddressRow, type EmsKind, type EmsOrderRow } from './tables';

const MOBILE = /^1[3-9]\d{9}$/;
const MAX_ADDRESSES = 20;
const KINDS: Record<EmsKind, string> = { materialsToHall: '材料寄送至大厅', certificateHome: '证照邮寄到家' };

/** The order's own page (its waybill and tracking). */
const successLink = (o: EmsOrderRow) => `/emsSuccess?id=${encodeURIComponent(o.id)}`;

// The waybill signed for on the clock: the sender hears of it once (docs/notices.md).
onTick((now) => {
  for (const o of emsOrders.filter((x) => !x.cancelledAt)) {
    const signed = trackingEvents(o, now).find((e) => e.text.startsWith('已签收'));
    if (signed)
      notify(
        o.userId,
        'ems.signed',
        { title: '邮件已签收', body: `EMS运单${o.waybillNo}已签收（${o.receiver.name}）。`, link: successLink(o) },
        { ref: o.id, at: signed.at },
      );
  }
});

function ownAddress(id: string, session: SessionRow): EmsAddressRow {
  const row = emsAddresses.get(id);
  if (!row || row.userId !== session.userId) return fail('地址不存在', 404);
  return row;
}

function addressFields(body: Record<string, unknown>) {
  const name = required(body.name, '联系人').trim();
  if (Array.from(name).length > 20) fail('联系人不能超过20字');
  const mobile = required(body.mobile, '手机号');
  if (!MOBILE.test(mobile)) fail('手机号格式不正确');
  const areaCode = required(body.areaCode, '所在地区');
  const area = areas.get(areaCode);
  if (!area || area.level !== 3) fail('所在地区不正确');
  const detail = required(body.detail, '详细地址').trim();
  if (Array.from(detail).length < 5) fail('详细地址至少5个字');
  if (Array.from(detail).length > 100) fail('详细地址不能超过100字');
  return { name, mobile, areaCode, areaName: area!.name, detail };
}

function listOf(session: SessionRow) {
  return emsAddresses
    .filter((a) => a.userId === session.userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt - a.createdAt);
}

function setDefault(session: SessionRow, id: string) {
  for (const a of emsAddresses.filter((x) => x.userId === session.userId && x.isDefault && x.id !== id))
    emsAddresses.update(a.id, { isDefault: false });
}

function kindOf(raw: unknown): EmsKind {
  if (raw === 'materialsToHall' || raw === 'certificateHome') return raw;
  return fail('请选择邮寄类型');
}

function hallParty(hallId: string) {
  const hall = halls.get(hallId);
  if (!hall) return fail('大厅不存在', 404);
  const area = areas.get(hall.areaCode);
  return {
    name: hall.name,
    mobile: hall.phone,
    areaCode: hall.areaCode.length === 6 && area?.level === 3 ? hall.areaCode : '120101',
    areaName: area?.name ?? '和平区',
    detail: hall.address,
  };
}

function weightOf(raw: unknown): number {
  const w = Number(raw);
  if (!Number.isInteger(w) || w <= 0) fail('重量不正确');
  if (w > MAX_WEIGHT_GRAMS) fail('单件不能超过20公斤');
  return w;
}

function quote(kind: EmsKind, hallId: string, addressArea: string, weightGrams: number) {
  const hall = hallParty(hallId);
  const zone: Zone = kind === 'materialsToHall' ? zoneOf(addressArea, hall.areaCode) : zoneOf(hall.areaCode, addressArea);
  return { zone, zoneLabel: ZONE_LABELS[zone], weightGrams, fee: feeOf(zone, weightGrams) };
}

function orderView(o: EmsOrderRow) {
  const now = clock.now();
  const events = trackingEvents(o, now);
  const delivered = events.some((e) => e.text.startsWith('已签收'));
  return {
    ...o,
    userId: undefined,
    kindLabel: KINDS[o.kind],
    zoneLabel: ZONE_LABELS[o.zone as Zone],
    events,
    state: o.cancelledAt ? 'cancelled' : delivered ? 'delivered' : events.length > 1 ? 'inTransit' : 'ordered',
  };
}

export const handlers = [
  /** The user's EMS address book. */
  handle('get', '/assistagentExpress', ({ requireSession }) => listOf(requireSession())),

  handle('post', '/assistagentExpress', ({ body, requireSession }) => {
    const session = requireSession();
    const fields = addressFields(body);
    const mine = listOf(session);
    if (mine.length >= MAX_ADDRESSES) fail(`最多保存${MAX_ADDRESSES}个地址`);
    const isDefault = body.isDefault === true || mine.length === 0;
    const row: EmsAddressRow = { id: newId('ADR'), userId: session.userId, ...fields, isDefault, createdAt: clock.now() };
    if (isDefault) setDefault(session, row.id);
    return emsAddresses.insert(row);
  }),

  handle('put', '/assistagentExpress', ({ body, requireSession }) => {
    const session = requireSession();
    const row = ownAddress(required(body.id, '地址编号'), session);
    const fields = addressFields(body);
    const isDefault = body.isDefault === true ? true : body.isDefault === false ? false : row.isDefault;
    if (isDefault) setDefault(session, row.id);
    return emsAddresses.update(row.id, { ...fields, isDefault });
  }),

  handle('delete', '/assistagentExpress', ({ query, requireSession }) => {
    const session = requireSession();
    const row = ownAddress(required(query.get('id'), '地址编号'), session);
    emsAddresses.remove(row.id);
    if (row.isDefault) {
      const next = listOf(session)[0];
      if (next) emsAddresses.update(next.id, { isDefault: true });
    }
    return { id: row.id };
  }),

  /** Estimated cost: zone from the two districts, fee from the weight. */
  handle('get', '/sms/emsApi/estimate', ({ query, requireSession }) => {
    const session = requireSession();
    const kind = kindOf(query.get('kind'));
    const address = ownAddress(required(query.get('addressId'), '地址'), session);
    return quote(kind, required(query.get('hallId'), '大厅'), address.areaCode, weightOf(query.get('weightGrams')));
  }),

  /** Pickup slots from the emulator clock. */
  handle('get', '/sms/emsApi/pickupTimes', ({ requireSession }) => {
    requireSession();
    return pickupSlots(clock.now());
  }),

  handle('post', '/sms/emsApi/order', ({ body, requireSession }) => {
    const session = requireSession();
    const kind = kindOf(body.kind);
    const address = ownAddress(required(body.addressId, '地址'), session);
    const hallId = required(body.hallId, '大厅');
    const weightGrams = weightOf(body.weightGrams);
    const q = quote(kind, hallId, address.areaCode, weightGrams);
    if (body.expectedFee !== undefined && Number(body.expectedFee) !== q.fee) fail(`运费已变为${q.fee}元，请重新确认`, 409);
    const now = clock.now();
    let pickupStart = now;
    let pickupEnd = now;
    if (kind === 'materialsToHall') {
      const start = Number(required(body.pickupStart, '上门取件时间'));
      const slot = pickupSlots(now).find((s) => s.start === start);
      if (!slot) fail('取件时间已过或不可选，请重新选择', 409);
      pickupStart = slot!.start;
      pickupEnd = slot!.end;
    }
    const contents = String(body.contents ?? '').trim() || (kind === 'materialsToHall' ? '办事材料' : '证照');
    if (Array.from(contents).length > 50) fail('寄件内容不能超过50字');
    const party = {
      name: address.name,
      mobile: address.mobile,
      areaCode: address.areaCode,
      areaName: address.areaName,
      detail: address.detail,
    };
    const hall = hallParty(hallId);
    const order: EmsOrderRow = {
      id: newId('EMS'),
      userId: session.userId,
      kind,
      waybillNo: waybillNumber(emsOrders.all().length + 1 + (Math.floor(now / 1000) % 1_000_000) * 1000),
      sender: kind === 'materialsToHall' ? party : hall,
      receiver: kind === 'materialsToHall' ? hall : party,
      weightGrams,
      zone: q.zone,
      fee: q.fee,
      contents,
      pickupStart,
      pickupEnd,
      agencyId: body.agencyId ? String(body.agencyId) : null,
      createdAt: now,
      cancelledAt: null,
    };
    emsOrders.insert(order);
    notify(
      session.userId,
      'ems.issued',
      {
        title: '邮寄已下单',
        body: `EMS运单号${order.waybillNo}，${kind === 'materialsToHall' ? '揽收员将上门取件' : '证照寄出后请留意签收'}。`,
        link: successLink(order),
      },
      { ref: order.id },
    );
    return orderView(order);
  }),

  /** The user's orders, newest first, each as orderInfo shows it (我的邮寄). */
  handle('get', '/sms/emsApi/myOrders', ({ query, requireSession }) => {
    const session = requireSession();
    const rows = emsOrders.filter((o) => o.userId === session.userId).sort((a, b) => b.createdAt - a.createdAt);
    const page = paged(rows, query);
    return { ...page, records: page.records.map(orderView) };
  }),

  /** Order info with the tracking events the clock has reached. */
  handle('get', '/sms/emsApi/orderInfo', ({ query, requireSession }) => {
    const session = requireSession();
    const order = emsOrders.get(required(query.get('id'), '订单编号'));
    if (!order || order.userId !== session.userId) return fail('订单不存在', 404);
    return orderView(order);
  }),
];

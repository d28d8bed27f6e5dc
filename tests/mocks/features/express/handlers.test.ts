import { beforeEach, describe, expect, it } from 'vitest';
import { addAddress } from '@/features/express/api/add-address';
import { listAddresses } from '@/features/express/api/addresses';
import { deleteAddress } from '@/features/express/api/delete-address';
import { editAddress } from '@/features/express/api/edit-address';
import { estimateFee } from '@/features/express/api/estimate';
import { getOrderInfo } from '@/features/express/api/order-info';
import { getPickupTimes } from '@/features/express/api/pickup-times';
import { placeOrder } from '@/features/express/api/place-order';
import { feeOf, pickupSlots, waybillNumber, zoneOf } from '@/mocks/features/express/rules';
import { emulatorTestApi } from '@/mocks/node';

const HOUR = 3600_000;

beforeEach(() => {
  emulatorTestApi.reset();
  const s = emulatorTestApi.startSession();
  window.sessionStorage.setItem('token', s.token);
  window.sessionStorage.setItem('secret', s.secret);
});

describe('EMS rules', () => {
  it.each([
    ['120101', '120101', 'sameDistrict'],
    ['120101', '120116', 'sameCity'],
    ['120101', '110101', 'outOfCity'],
  ])('zone %s -> %s is %s', (a, b, zone) => expect(zoneOf(a, b)).toBe(zone));

  it.each([
    ['sameDistrict', 300, 8],
    ['sameDistrict', 500, 8],
    ['sameDistrict', 501, 9],
    ['sameCity', 2000, 16],
    ['outOfCity', 1200, 25],
  ] as const)('%s %i g costs %i yuan', (zone, g, fee) => expect(feeOf(zone, g)).toBe(fee));

  it('offers two-hour slots in office hours, at least an hour ahead', () => {
    const now = Date.parse('2026-11-22T10:30:00+08:00');
    const slots = pickupSlots(now);
    expect(new Date(slots[0].start).toISOString()).toBe('2026-11-22T05:00:00.000Z'); // 13:00 Beijing
    expect(slots.every((s) => s.end - s.start === 2 * HOUR)).toBe(true);
    expect(slots).toHaveLength(2 + 4 + 4);
  });

  it('waybill numbers are 13 digits with a check digit', () => {
    expect(waybillNumber(1)).toMatch(/^11\d{11}$/);
    expect(waybillNumber(1)).not.toBe(waybillNumber(2));
  });
});

describe('emulator: EMS address book and orders', () => {
  it('adds, edits, deletes addresses; the first is the default; validates like a server', async () => {
    await expect(addAddress({ name: '张三', mobile: '123', areaCode: '120101', detail: '南京路100号' })).rejects.toMatchObject({
      message: '手机号格式不正确',
    });
    await expect(addAddress({ name: '张三', mobile: '13800138000', areaCode: '120100', detail: '南京路100号' })).rejects.toMatchObject({
      message: '所在地区不正确',
    });
    const a = await addAddress({ name: '张三', mobile: '13800138000', areaCode: '120101', detail: '南京路100号' });
    const b = await addAddress({ name: '李四', mobile: '13900139000', areaCode: '120116', detail: '迎宾大道8号' });
    expect(a.isDefault).toBe(true);
    expect(b.isDefault).toBe(false);
    await editAddress({ ...b, detail: '迎宾大道18号', isDefault: true });
    expect((await listAddresses()).map((x) => [x.name, x.isDefault, x.detail])).toEqual([
      ['李四', true, '迎宾大道18号'],
      ['张三', false, '南京路100号'],
    ]);
    await deleteAddress(b.id);
    expect(await listAddresses()).toMatchObject([{ name: '张三', isDefault: true }]);
  });

  it('estimates, refuses a changed fee or a past slot, orders, and tracks on the clock', async () => {
    const a = await addAddress({ name: '张三', mobile: '13800138000', areaCode: '120116', detail: '迎宾大道8号' });
    const quote = await estimateFee({ kind: 'materialsToHall', addressId: a.id, hallId: 'H1201010', weightGrams: 1200 });
    expect(quote).toMatchObject({ zone: 'sameCity', fee: 14 });
    const [slot] = await getPickupTimes();
    await expect(
      placeOrder({
        kind: 'materialsToHall',
        addressId: a.id,
        hallId: 'H1201010',
        weightGrams: 1200,
        pickupStart: slot.start,
        expectedFee: 10,
      }),
    ).rejects.toMatchObject({ message: '运费已变为14元，请重新确认' });
    await expect(
      placeOrder({ kind: 'materialsToHall', addressId: a.id, hallId: 'H1201010', weightGrams: 1200, pickupStart: 123, expectedFee: 14 }),
    ).rejects.toMatchObject({ message: '取件时间已过或不可选，请重新选择' });
    const order = await placeOrder({
      kind: 'materialsToHall',
      addressId: a.id,
      hallId: 'H1201010',
      weightGrams: 1200,
      pickupStart: slot.start,
      expectedFee: 14,
    });
    expect(order).toMatchObject({ state: 'ordered', fee: 14, receiver: { name: '和平区政务服务中心' } });
    expect(order.waybillNo).toMatch(/^\d{13}$/);
    expect(order.events).toHaveLength(1);
    emulatorTestApi.advanceClock(slot.start - emulatorTestApi.now() + HOUR);
    expect(await getOrderInfo(order.id)).toMatchObject({
      state: 'inTransit',
      events: [{ text: '已揽收' }, { text: '已下单，等待揽收员上门' }],
    });
    emulatorTestApi.advanceClock(12 * HOUR);
    const done = await getOrderInfo(order.id);
    expect(done.state).toBe('delivered');
    expect(done.events[0].text).toBe('已签收，签收人：和平区政务服务中心');
  });
});

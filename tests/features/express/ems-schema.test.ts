import { describe, expect, it } from 'vitest';
import { emsSchema, type EmsOrderCheck } from '@/features/express/ems-schema';
import { placeLine } from '@/features/express/rules';
import { schemaMessages } from '../../utils/schema';

const toHall: EmsOrderCheck = {
  kind: 'materialsToHall',
  hallId: 'H120101',
  addressId: 'A1',
  weightGrams: 1000,
  pickupStart: Date.UTC(2026, 10, 24, 1),
  contents: '',
  fee: 12,
};
const home: EmsOrderCheck = { ...toHall, kind: 'certificateHome', pickupStart: 0 };

describe('emsSchema (邮寄服务 form)', () => {
  it('passes materials to a hall with a pickup slot, and a certificate home without one', () => {
    expect(schemaMessages(emsSchema, toHall)).toEqual({});
    expect(schemaMessages(emsSchema, { ...home, contents: '字'.repeat(50) })).toEqual({});
  });

  it('says what is missing, on its field, in Chinese', () => {
    expect(schemaMessages(emsSchema, { ...toHall, kind: '', addressId: '', hallId: '', fee: null })).toEqual({
      kind: '请选择邮寄类型',
      hallId: '请选择大厅',
      addressId: '请添加或选择收件地址',
      fee: '运费还没有估算出来，请稍候',
    });
    expect(schemaMessages(emsSchema, { ...toHall, addressId: '' })).toEqual({ addressId: '请添加或选择寄件地址' });
    expect(schemaMessages(emsSchema, { ...home, addressId: '' })).toEqual({ addressId: '请添加或选择收件地址' });
    // A pickup slot is asked only when the materials are picked up.
    expect(schemaMessages(emsSchema, { ...toHall, pickupStart: 0 })).toEqual({ pickupStart: '请选择上门取件时间' });
    expect(schemaMessages(emsSchema, { ...toHall, fee: null })).toEqual({ fee: '运费还没有估算出来，请稍候' });
    expect(schemaMessages(emsSchema, { ...home, contents: '字'.repeat(51) })).toEqual({ contents: '内件说明不能超过50字' });
  });

  it('refuses values of the wrong type', () => {
    expect(emsSchema.safeParse({ ...toHall, kind: 'parcel' }).success).toBe(false);
    expect(emsSchema.safeParse({ ...toHall, weightGrams: '1000' }).success).toBe(false);
  });
});

describe('placeLine (one address line)', () => {
  it.each([
    ['和平区', '南京路1号', '天津市和平区南京路1号'],
    ['和平区', '天津市和平区南京路1号', '天津市和平区南京路1号'],
    ['和平区', '和平区南京路1号', '天津市和平区南京路1号'],
    ['天津市', '天津市南京路1号', '天津市南京路1号'],
    ['河西区', '天津市和平区南京路1号', '天津市河西区和平区南京路1号'],
  ])('%s + %s → %s', (area, detail, line) => {
    expect(placeLine(area, detail)).toBe(line);
  });
});

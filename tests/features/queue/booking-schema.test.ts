import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { bookingDetailsSchema, cleanDetails, EMPTY_DETAILS } from '@/features/queue/booking-schema';
import type { BookingDetails } from '@/features/queue/types';

/** The messages of a parse by field ({} when it passes): what the form shows under each field. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const filled = (patch: Partial<BookingDetails> = {}): BookingDetails => ({
  name: '李四',
  mobile: '13800138000',
  idcard: '12010319600918132X',
  remark: '',
  ...patch,
});

describe('bookingDetailsSchema (预约人信息)', () => {
  it('passes a name, an 11-digit mobile and a valid identity card; spaces around and a lower-case x are accepted, the remark is optional', () => {
    expect(messages(bookingDetailsSchema, filled())).toEqual({});
    expect(messages(bookingDetailsSchema, filled({ name: ' 李四 ', mobile: ' 13800138000 ', idcard: '12010319600918132x' }))).toEqual({});
    expect(messages(bookingDetailsSchema, filled({ name: '名'.repeat(30), remark: '字'.repeat(200) }))).toEqual({});
  });

  it('reports each missing field on its own field, in Chinese', () => {
    expect(messages(bookingDetailsSchema, EMPTY_DETAILS)).toEqual({
      name: '请输入预约人姓名',
      mobile: '请输入正确的11位手机号',
      idcard: '请输入正确的18位身份证号',
    });
    expect(messages(bookingDetailsSchema, filled({ name: '   ' }))).toEqual({ name: '请输入预约人姓名' });
  });

  it('holds each rule with its message', () => {
    expect(messages(bookingDetailsSchema, filled({ name: '名'.repeat(31) }))).toEqual({ name: '姓名不能超过30个字' });
    expect(messages(bookingDetailsSchema, filled({ mobile: '1380013800' }))).toEqual({ mobile: '请输入正确的11位手机号' });
    expect(messages(bookingDetailsSchema, filled({ mobile: '23800138000' }))).toEqual({ mobile: '请输入正确的11位手机号' });
    // A wrong check digit is not an identity card number.
    expect(messages(bookingDetailsSchema, filled({ idcard: '120103196009181321' }))).toEqual({ idcard: '请输入正确的18位身份证号' });
    expect(messages(bookingDetailsSchema, filled({ remark: '字'.repeat(201) }))).toEqual({ remark: '备注不能超过200字' });
  });

  it('sends the details trimmed, the identity card in capitals', () => {
    expect(cleanDetails(filled({ name: ' 李四 ', mobile: ' 13800138000', idcard: ' 12010319600918132x ', remark: ' 带孩子 ' }))).toEqual({
      name: '李四',
      mobile: '13800138000',
      idcard: '12010319600918132X',
      remark: ' 带孩子 ',
    });
  });
});

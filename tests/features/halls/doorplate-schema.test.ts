import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { doorplateSchema } from '@/features/halls/doorplate-schema';

/** The messages of a parse by field ({} when it passes): what the form shows under each field. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('doorplateSchema (编辑门牌)', () => {
  it('passes a name of 1 to 20 characters and a note of at most 100 (optional); spaces around do not count', () => {
    expect(messages(doorplateSchema, { alias: '家附近', remark: '' })).toEqual({});
    expect(messages(doorplateSchema, { alias: ` ${'名'.repeat(20)} `, remark: ` ${'字'.repeat(100)} ` })).toEqual({});
  });

  it('asks for the name, in Chinese, when it is empty or only spaces', () => {
    expect(messages(doorplateSchema, { alias: '', remark: '' })).toEqual({ alias: '请输入门牌名称，如：家附近' });
    expect(messages(doorplateSchema, { alias: '   ', remark: '' })).toEqual({ alias: '请输入门牌名称，如：家附近' });
  });

  it('holds the lengths with their messages', () => {
    expect(messages(doorplateSchema, { alias: '名'.repeat(21), remark: '' })).toEqual({ alias: '门牌名称不能超过20字' });
    expect(messages(doorplateSchema, { alias: '家附近', remark: '字'.repeat(101) })).toEqual({ remark: '备注不能超过100字' });
  });

  it('refuses values of the wrong type', () => {
    expect(doorplateSchema.safeParse({ alias: 5, remark: '' }).success).toBe(false);
    expect(doorplateSchema.safeParse({ alias: '家附近' }).success).toBe(false);
  });
});

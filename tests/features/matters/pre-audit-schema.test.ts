import { describe, expect, it } from 'vitest';
import type { MaterialSpec } from '@/features/matters/online-types';
import { preAuditSchema } from '@/features/matters/schemas/pre-audit-schema';

const MATERIALS = [
  { index: 0, name: '居民身份证', required: true },
  { index: 1, name: '居民户口簿', required: true },
] as MaterialSpec[];
const page = { files: [{ url: '/f/1.png', name: '1.png', size: 9000, type: 'image/png' }], certId: null };

function messages(returned: boolean, given: Record<string, unknown>): Record<string, string> {
  const result = preAuditSchema(MATERIALS, returned).safeParse({ given });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('preAuditSchema (材料预审)', () => {
  it('a first send passes with any one material', () => {
    expect(messages(false, { 0: page })).toEqual({});
    expect(messages(false, { 1: page })).toEqual({});
  });

  it('a first send refuses none, in Chinese', () => {
    expect(messages(false, {})).toEqual({ given: '请至少上传一项材料' });
    expect(messages(false, { 0: { files: [], certId: null } })).toEqual({ given: '请至少上传一项材料' });
  });

  it('a resend of returned materials needs every one of them', () => {
    expect(messages(true, { 0: page, 1: page })).toEqual({});
    expect(messages(true, { 0: page })).toEqual({ given: '请重新上传：居民户口簿' });
    expect(messages(true, {})).toEqual({ given: '请重新上传：居民身份证、居民户口簿' });
  });
});

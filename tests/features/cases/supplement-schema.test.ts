import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { EMPTY_SUPPLEMENT, supplementSchema } from '@/features/cases/supplement-schema';

/** The messages of a parse by field ({} when it passes): what the form shows. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const page = (name: string) => ({ url: `/gw/oss/files/f1/${name}`, name, size: 9000, type: 'image/png' });
const returned = [
  { index: 1, name: '居民户口簿' },
  { index: 3, name: '结婚证' },
];

describe('supplementSchema (补正材料)', () => {
  it('passes when every returned material has new pages or an e-certificate; other materials are not asked for', () => {
    const materials = { 1: { files: [page('hukou.png')], certId: null }, 3: { files: [], certId: 'C1' } };
    expect(messages(supplementSchema, { materials, returned, uploading: false })).toEqual({});
    expect(messages(supplementSchema, { ...EMPTY_SUPPLEMENT, returned: [], uploading: false })).toEqual({});
  });

  it('names every returned material still missing, in Chinese, on the materials', () => {
    expect(messages(supplementSchema, { ...EMPTY_SUPPLEMENT, returned, uploading: false })).toEqual({
      materials: '请重新上传：居民户口簿、结婚证',
    });
    // A material emptied again (its pages deleted) counts as missing.
    const materials = { 1: { files: [page('hukou.png')], certId: null }, 3: { files: [], certId: null } };
    expect(messages(supplementSchema, { materials, returned, uploading: false })).toEqual({ materials: '请重新上传：结婚证' });
  });

  it('waits while a page is still uploading, before anything else', () => {
    expect(messages(supplementSchema, { ...EMPTY_SUPPLEMENT, returned, uploading: true })).toEqual({ materials: '材料还在上传，请稍候' });
    const materials = { 1: { files: [page('hukou.png')], certId: null }, 3: { files: [], certId: 'C1' } };
    expect(messages(supplementSchema, { materials, returned, uploading: true })).toEqual({ materials: '材料还在上传，请稍候' });
  });

  it('refuses values of the wrong type', () => {
    expect(supplementSchema.safeParse({ materials: { 1: { files: ['/x.png'], certId: null } }, returned, uploading: false }).success).toBe(
      false,
    );
    expect(supplementSchema.safeParse({ materials: {}, returned, uploading: 'no' }).success).toBe(false);
  });
});

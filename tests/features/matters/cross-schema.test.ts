import { describe, expect, it } from 'vitest';
import { crossApplySchema, crossFeedbackSchema, emptyCrossDraft, type CrossDraft } from '@/features/matters/schemas/cross-schema';

/** The messages of a parse by field ({} when it passes): what the form shows. */
function messages(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

const request = (patch: Partial<CrossDraft> = {}): CrossDraft => ({
  matterId: 'X1',
  mode: '全程网办',
  fromPlace: '天津市',
  toPlace: '河北省石家庄市',
  description: '户籍在石家庄，现居天津。',
  mobile: '13800138000',
  review: false,
  ...patch,
});

describe('crossApplySchema (跨省通办 request)', () => {
  it('passes a complete request, with or without 申请地', () => {
    expect(messages(crossApplySchema, request())).toEqual({});
    expect(messages(crossApplySchema, request({ fromPlace: '', mobile: ' 13800138000 ' }))).toEqual({});
    expect(messages(crossApplySchema, request({ mode: '多地联办', description: '说'.repeat(500) }))).toEqual({});
  });

  it('reports every missing answer on its field, in Chinese', () => {
    expect(messages(crossApplySchema, emptyCrossDraft())).toEqual({
      matterId: '请选择事项',
      mode: '请选择办理模式',
      toPlace: '请填写办理地',
      description: '请填写申请说明',
      mobile: '请输入正确的11位手机号',
    });
  });

  it('refuses each rule on its own', () => {
    expect(messages(crossApplySchema, request({ matterId: '' }))).toEqual({ matterId: '请选择事项' });
    expect(messages(crossApplySchema, request({ mode: '' }))).toEqual({ mode: '请选择办理模式' });
    expect(messages(crossApplySchema, { ...request(), mode: '随便办' })).toEqual({ mode: '请选择办理模式' });
    expect(messages(crossApplySchema, request({ fromPlace: '地'.repeat(31) }))).toEqual({ fromPlace: '申请地不能超过30个字' });
    expect(messages(crossApplySchema, request({ toPlace: '   ' }))).toEqual({ toPlace: '请填写办理地' });
    expect(messages(crossApplySchema, request({ toPlace: '地'.repeat(31) }))).toEqual({ toPlace: '办理地不能超过30个字' });
    expect(messages(crossApplySchema, request({ description: ' ' }))).toEqual({ description: '请填写申请说明' });
    expect(messages(crossApplySchema, request({ description: '😀'.repeat(501) }))).toEqual({ description: '申请说明不能超过500个字' });
    expect(messages(crossApplySchema, request({ mobile: '1380013800' }))).toEqual({ mobile: '请输入正确的11位手机号' });
    expect(messages(crossApplySchema, request({ mobile: '12800138000' }))).toEqual({ mobile: '请输入正确的11位手机号' });
  });
});

describe('crossFeedbackSchema (跨省通办 feedback)', () => {
  it('passes a message of up to 300 characters', () => {
    expect(messages(crossFeedbackSchema, { text: '请问需要多久？' })).toEqual({});
    expect(messages(crossFeedbackSchema, { text: '问'.repeat(300) })).toEqual({});
  });

  it('refuses an empty or too long message, in Chinese', () => {
    expect(messages(crossFeedbackSchema, { text: '  ' })).toEqual({ text: '请填写补充说明或提问' });
    expect(messages(crossFeedbackSchema, { text: '问'.repeat(301) })).toEqual({ text: '补充说明不能超过300个字' });
  });
});

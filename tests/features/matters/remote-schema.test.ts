import { describe, expect, it } from 'vitest';
import { emptyRemoteDraft, remoteBookingSchema, type RemoteDraft } from '@/features/matters/remote-schema';

/** The messages of a parse by field ({} when it passes): what the form shows. */
function messages(input: RemoteDraft): Record<string, string> {
  const result = remoteBookingSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const draft = (patch: Partial<RemoteDraft> = {}): RemoteDraft => ({ slot: 1795482000000, mobile: '13800138000', topic: '', ...patch });

describe('remoteBookingSchema (远程办 booking form)', () => {
  it('passes a slot and a mobile, with or without a question of up to 200 characters', () => {
    expect(messages(draft())).toEqual({});
    expect(messages(draft({ topic: '材'.repeat(200) }))).toEqual({});
    expect(messages(draft({ mobile: ' 13800138000 ' }))).toEqual({});
  });

  it('reports each problem on its field, in Chinese', () => {
    expect(messages(emptyRemoteDraft())).toEqual({ slot: '请选择视频办理时段', mobile: '请输入正确的11位手机号' });
    expect(messages(draft({ mobile: '1380013800' }))).toEqual({ mobile: '请输入正确的11位手机号' });
    expect(messages(draft({ mobile: '12800138000' }))).toEqual({ mobile: '请输入正确的11位手机号' });
    expect(messages(draft({ topic: '😀'.repeat(201) }))).toEqual({ topic: '咨询内容不能超过200字' });
  });
});

import { describe, expect, it } from 'vitest';
import { complaintSchema } from '@/features/rating/complaints/complaint-schema';
import { evaluationSchema } from '@/features/rating/evaluations/evaluation-schema';
import { matterFeedbackSchema } from '@/features/rating/matter-feedback/matter-feedback-schema';
import { emptyDraft } from '@/features/rating/rules';
import type { DraftImage, RatingDraft } from '@/features/rating/types';
import { schemaMessages } from '../../utils/schema';

const img = (n: number, status: DraftImage['status'] = 'done'): DraftImage => ({
  key: `k${n}`,
  name: `p${n}.png`,
  status,
  url: status === 'done' ? `/gw/oss/files/f${n}/p${n}.png` : undefined,
});
const rating = (patch: Partial<RatingDraft> = {}): RatingDraft => ({ ...emptyDraft(), stars: 4, contact: '13800138000', ...patch });

describe('complaintSchema (rating / complaint form)', () => {
  it('passes a rating with stars and a mobile or an email', () => {
    expect(schemaMessages(complaintSchema, rating())).toEqual({});
    expect(schemaMessages(complaintSchema, rating({ contact: 'zhang.san@example.com', remarks: '字'.repeat(500) }))).toEqual({});
    expect(
      schemaMessages(complaintSchema, rating({ stars: 1, causes: ['其他'], images: Array.from({ length: 8 }, (_, i) => img(i)) })),
    ).toEqual({});
  });

  it('reports each problem on its own field, in Chinese', () => {
    expect(schemaMessages(complaintSchema, rating({ stars: 0, contact: '' }))).toEqual({
      stars: '请给出星级评价',
      contact: '请留下您的联系方式',
    });
    expect(schemaMessages(complaintSchema, rating({ contact: '1380013800' }))).toEqual({ contact: '请输入正确的手机号或邮箱' });
    expect(schemaMessages(complaintSchema, rating({ remarks: '😀'.repeat(501) }))).toEqual({ remarks: '问题描述不能超过500字' });
  });

  it("checks a low rating's photos: at most 8, none uploading or failed; a higher rating sends none", () => {
    const nine = Array.from({ length: 9 }, (_, i) => img(i));
    expect(schemaMessages(complaintSchema, rating({ stars: 2, images: nine }))).toEqual({ images: '最多上传8张图片' });
    expect(schemaMessages(complaintSchema, rating({ stars: 1, images: [img(1, 'uploading')] }))).toEqual({
      images: '图片正在上传，请稍候再提交',
    });
    expect(schemaMessages(complaintSchema, rating({ stars: 1, images: [img(1, 'failed')] }))).toEqual({
      images: '有图片上传失败，请重试或删除后再提交',
    });
    expect(schemaMessages(complaintSchema, rating({ stars: 3, images: [img(1, 'failed')] }))).toEqual({});
  });

  it('refuses values of the wrong type', () => {
    expect(complaintSchema.safeParse({ ...rating(), stars: '4' }).success).toBe(false);
    expect(complaintSchema.safeParse({ ...rating(), causes: '其他' }).success).toBe(false);
  });
});

describe('evaluationSchema (好差评 form)', () => {
  it('passes a level, and a bad level with one of its tags or a reason', () => {
    expect(schemaMessages(evaluationSchema, { level: 5, tags: [], reason: '' })).toEqual({});
    expect(schemaMessages(evaluationSchema, { level: 2, tags: ['多次跑腿'], reason: '' })).toEqual({});
    expect(schemaMessages(evaluationSchema, { level: 1, tags: [], reason: '让我跑了三次' })).toEqual({});
    expect(schemaMessages(evaluationSchema, { level: 4, tags: [], reason: '好'.repeat(500) })).toEqual({});
  });

  it('reports the missing level, the missing why of a bad rating and a too long reason', () => {
    expect(schemaMessages(evaluationSchema, { level: 0, tags: [], reason: '' })).toEqual({ level: '请选择评价等级' });
    expect(schemaMessages(evaluationSchema, { level: 2, tags: [], reason: '  ' })).toEqual({ reason: '差评请选择问题标签或填写原因' });
    // A good tag kept from another level is not a bad rating's why.
    expect(schemaMessages(evaluationSchema, { level: 1, tags: ['服务热情'], reason: '' })).toEqual({
      reason: '差评请选择问题标签或填写原因',
    });
    expect(schemaMessages(evaluationSchema, { level: 4, tags: [], reason: '好'.repeat(501) })).toEqual({ reason: '评价内容不能超过500字' });
  });
});

describe('matterFeedbackSchema (指南纠错 form)', () => {
  it('passes a type, a description and a contact', () => {
    expect(schemaMessages(matterFeedbackSchema, { types: ['材料有误'], content: '材料清单少了户口本', contact: '13800138000' })).toEqual(
      {},
    );
    expect(schemaMessages(matterFeedbackSchema, { types: ['其他'], content: '字'.repeat(500), contact: 'a@b.cn' })).toEqual({});
  });

  it('reports every missing or wrong field at once', () => {
    expect(schemaMessages(matterFeedbackSchema, { types: [], content: ' ', contact: '' })).toEqual({
      types: '请选择问题类型',
      content: '请描述需要纠正的内容',
      contact: '请留下您的联系方式',
    });
    expect(schemaMessages(matterFeedbackSchema, { types: ['其他'], content: '字'.repeat(501), contact: '12345' })).toEqual({
      content: '问题描述不能超过500字',
      contact: '请输入正确的手机号或邮箱',
    });
  });
});

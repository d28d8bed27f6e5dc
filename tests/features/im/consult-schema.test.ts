import { describe, expect, it } from 'vitest';
import { EMPTY_CONSULT, type ConsultDraft } from '@/features/im/consult-rules';
import { consultSchema } from '@/features/im/consult-schema';
import { schemaMessages } from '../../utils/schema';

const filled = (patch: Partial<ConsultDraft> = {}): ConsultDraft => ({
  ...EMPTY_CONSULT,
  departmentId: 'D1',
  departmentName: '和平区人社局',
  title: '社保卡补办',
  content: '社保卡丢了怎么补办？',
  contact: '13800138000',
  ...patch,
});
const pictures = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/gw/oss/files/f${i}/p${i}.png`, name: `p${i}.png` }));

describe('consultSchema (在线咨询 form)', () => {
  it('passes a question with a department, a title, 5 to 500 characters, a mobile or an email; the matter and pictures are optional', () => {
    expect(schemaMessages(consultSchema, filled())).toEqual({});
    expect(schemaMessages(consultSchema, filled({ matterId: 'M1', matterName: '社保卡补换', images: pictures(6) }))).toEqual({});
    expect(
      schemaMessages(consultSchema, filled({ contact: 'li.na@example.com', title: '题'.repeat(50), content: '字'.repeat(500) })),
    ).toEqual({});
  });

  it('reports each missing field on its own field, in Chinese', () => {
    expect(schemaMessages(consultSchema, EMPTY_CONSULT)).toEqual({
      departmentId: '请选择咨询部门',
      title: '请填写咨询标题',
      content: '请填写咨询内容',
      contact: '请留下您的联系方式',
    });
    // Spaces alone are nothing written.
    expect(schemaMessages(consultSchema, filled({ title: '   ', content: ' \n ' }))).toEqual({
      title: '请填写咨询标题',
      content: '请填写咨询内容',
    });
  });

  it('holds the lengths, the contact format and the picture count', () => {
    expect(schemaMessages(consultSchema, filled({ title: '题'.repeat(51) }))).toEqual({ title: '标题不能超过50字' });
    expect(schemaMessages(consultSchema, filled({ content: '怎么办' }))).toEqual({ content: '咨询内容至少5个字' });
    expect(schemaMessages(consultSchema, filled({ content: '字'.repeat(501) }))).toEqual({ content: '咨询内容不能超过500字' });
    expect(schemaMessages(consultSchema, filled({ contact: '1380013800' }))).toEqual({ contact: '请填写正确的手机号或邮箱' });
    expect(schemaMessages(consultSchema, filled({ contact: 'li.na@example' }))).toEqual({ contact: '请填写正确的手机号或邮箱' });
    expect(schemaMessages(consultSchema, filled({ images: pictures(7) }))).toEqual({ images: '最多上传6张图片' });
  });

  it('refuses values of the wrong type', () => {
    expect(consultSchema.safeParse({ ...filled(), images: ['/gw/oss/files/f1/p1.png'] }).success).toBe(false);
    expect(consultSchema.safeParse({ ...filled(), title: 5 }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { EMPTY_APPLICATION, OTHER_MATTER, type ApplicationDraft } from '@/features/agency/application-rules';
import { applicationSchema } from '@/features/agency/application-schema';

/** The messages of a parse by field ({} when it passes): what the form shows under each field. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const self: ApplicationDraft = {
  ...EMPTY_APPLICATION,
  matterId: 'M12010100',
  matterName: '养老保险',
  applicantName: '张伟',
  contactMobile: '13800138000',
  preferredTime: '尽快',
};
const relative: ApplicationDraft = {
  ...self,
  forWhom: 'relative',
  principalName: '张秀英',
  relation: '父母',
  principalIdcard: '120101195003070023',
  principalMobile: '13911112222',
};

describe('applicationSchema (帮办代办 application)', () => {
  it('passes an application for oneself, and one for a relative with their details', () => {
    expect(messages(applicationSchema, self)).toEqual({});
    expect(messages(applicationSchema, { ...self, matterId: OTHER_MATTER, matterName: '残疾人证办理', remark: '字'.repeat(500) })).toEqual(
      {},
    );
    expect(messages(applicationSchema, relative)).toEqual({});
  });

  it('reports each missing field on its own field, in Chinese', () => {
    expect(messages(applicationSchema, EMPTY_APPLICATION)).toEqual({
      matterId: '请选择要办理的事项',
      applicantName: '请填写您的姓名',
      contactMobile: '请填写联系电话',
      preferredTime: '请选择期望办理时间',
    });
    expect(messages(applicationSchema, { ...self, matterId: OTHER_MATTER, matterName: ' ' })).toEqual({ matterName: '请填写事项名称' });
    expect(messages(applicationSchema, { ...EMPTY_APPLICATION, ...self, forWhom: 'relative' })).toEqual({
      principalName: '请填写亲属姓名',
      relation: '请选择与您的关系',
      principalIdcard: '请填写亲属身份证号',
      principalMobile: '请填写亲属手机号',
    });
  });

  it('checks formats: mobiles, the relative’s identity card, the remark’s length', () => {
    expect(messages(applicationSchema, { ...self, contactMobile: '1380013800' })).toEqual({ contactMobile: '手机号格式不正确' });
    expect(messages(applicationSchema, { ...self, remark: '😀'.repeat(501) })).toEqual({ remark: '补充说明不能超过500字' });
    expect(messages(applicationSchema, { ...relative, principalIdcard: '120101195003070024', principalMobile: '2391111222' })).toEqual({
      principalIdcard: '身份证号不正确',
      principalMobile: '手机号格式不正确',
    });
    // A relative's details are not asked for an application for oneself.
    expect(messages(applicationSchema, { ...relative, forWhom: 'self', principalIdcard: 'x' })).toEqual({});
  });

  it('refuses values of the wrong type', () => {
    expect(applicationSchema.safeParse({ ...self, forWhom: 'neighbour' }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...self, consentAgreed: 'yes' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION, OTHER_MATTER } from '@/features/agency/application-rules';
import { applicationSchema } from '@/features/agency/application-schema';
import { schemaMessages } from '../../utils/schema';
import { relativeApplication as relative, selfApplication as self } from './fixtures';

describe('applicationSchema (帮办代办 application)', () => {
  it('passes an application for oneself, and one for a relative with their details', () => {
    expect(schemaMessages(applicationSchema, self)).toEqual({});
    expect(
      schemaMessages(applicationSchema, { ...self, matterId: OTHER_MATTER, matterName: '残疾人证办理', remark: '字'.repeat(500) }),
    ).toEqual({});
    expect(schemaMessages(applicationSchema, relative)).toEqual({});
  });

  it('reports each missing field on its own field, in Chinese', () => {
    expect(schemaMessages(applicationSchema, EMPTY_APPLICATION)).toEqual({
      matterId: '请选择要办理的事项',
      applicantName: '请填写您的姓名',
      contactMobile: '请填写联系电话',
      preferredTime: '请选择期望办理时间',
    });
    expect(schemaMessages(applicationSchema, { ...self, matterId: OTHER_MATTER, matterName: ' ' })).toEqual({
      matterName: '请填写事项名称',
    });
    expect(schemaMessages(applicationSchema, { ...EMPTY_APPLICATION, ...self, forWhom: 'relative' })).toEqual({
      principalName: '请填写亲属姓名',
      relation: '请选择与您的关系',
      principalIdcard: '请填写亲属身份证号',
      principalMobile: '请填写亲属手机号',
    });
  });

  it('checks formats: mobiles, the relative’s identity card, the remark’s length', () => {
    expect(schemaMessages(applicationSchema, { ...self, contactMobile: '1380013800' })).toEqual({ contactMobile: '手机号格式不正确' });
    expect(schemaMessages(applicationSchema, { ...self, remark: '😀'.repeat(501) })).toEqual({ remark: '补充说明不能超过500字' });
    expect(
      schemaMessages(applicationSchema, { ...relative, principalIdcard: '120101195003070024', principalMobile: '2391111222' }),
    ).toEqual({
      principalIdcard: '身份证号不正确',
      principalMobile: '手机号格式不正确',
    });
    // A relative's details are not asked for an application for oneself.
    expect(schemaMessages(applicationSchema, { ...relative, forWhom: 'self', principalIdcard: 'x' })).toEqual({});
  });

  it('refuses values of the wrong type', () => {
    expect(applicationSchema.safeParse({ ...self, forWhom: 'neighbour' }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...self, consentAgreed: 'yes' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { furthest, materialSummary, mayVisit, reviewRows, STEP_ORDER } from '@/features/matters/application-steps';
import type { FormDef } from '@/features/matters/online-types';

// 在线申报's rules of steps (src/features/matters/application-steps.ts), as tables.

describe('the steps a user may be shown', () => {
  it('are in order: 申请人, 填写表单, 上传材料, 核对提交', () => {
    expect(STEP_ORDER).toEqual(['applicant', 'form', 'materials', 'review']);
  });

  it.each([
    ['applicant', 'applicant', true],
    ['form', 'applicant', false],
    ['materials', 'review', true],
    ['review', 'materials', false],
    ['done', 'review', false],
    ['anything', 'review', false],
  ])('%s when %s was reached: %s', (step, reached, may) => {
    expect(mayVisit(step, reached as never)).toBe(may);
  });

  it.each([
    ['applicant', 'form', 'form'],
    ['review', 'form', 'review'],
    ['materials', 'materials', 'materials'],
  ])('reached %s, then %s: the furthest is %s (going back never lowers it)', (reached, to, expected) => {
    expect(furthest(reached as never, to as never)).toBe(expected);
  });
});

describe('the check step', () => {
  it.each([
    [{ files: [], certId: 'C1' }, false, '使用电子证照'],
    [{ files: [{ url: 'a' }, { url: 'b' }] }, false, '2页'],
    [{ files: [] }, true, '以告知承诺替代'],
    [{ files: [] }, false, '未提交'],
  ])('a material %j (waived %s) reads %s', (value, waived, text) => {
    expect(materialSummary(value as never, { waived })).toBe(text);
  });

  it('lists the answers with dictionary labels, a multiple choice joined, nothing hidden or unanswered', () => {
    const def = {
      title: '申请表',
      fields: [
        { name: 'purpose', label: '申请事由', type: 'text' },
        { name: 'delivery', label: '结果领取方式', type: 'radio', dict: 'delivery' },
        { name: 'notify', label: '办理进度通知方式', type: 'checkbox', dict: 'notify' },
      ],
    } as unknown as FormDef;
    const dicts = {
      delivery: [{ value: 'window', label: '窗口领取' }],
      notify: [
        { value: 'sms', label: '短信' },
        { value: 'wx', label: '服务通知' },
      ],
    };
    expect(reviewRows(def, dicts, { purpose: '新生儿出生', delivery: 'window', notify: ['sms', 'wx'] })).toEqual([
      ['申请事由', '新生儿出生'],
      ['结果领取方式', '窗口领取'],
      ['办理进度通知方式', '短信、服务通知'],
    ]);
    expect(reviewRows(def, dicts, { purpose: 'x', delivery: 'window', notify: [] })[2]).toEqual(['办理进度通知方式', '无']);
  });
});

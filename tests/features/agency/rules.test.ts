import { describe, expect, it } from 'vitest';
import { groupByInitial, matchesStaff } from '@/features/agency/address-rules';
import { applicationErrors, OTHER_MATTER, type ApplicationDraft } from '@/features/agency/application-rules';
import type { StaffMember } from '@/features/agency/types';
import { relativeApplication as relative, selfApplication as self } from './fixtures';

describe('application form rules', () => {
  it.each([
    ['a complete self application', self, {}],
    ['a complete relative application', relative, {}],
    ['no matter', { ...self, matterId: '' }, { matterId: '请选择要办理的事项' }],
    ['other matter without a name', { ...self, matterId: OTHER_MATTER, matterName: ' ' }, { matterName: '请填写事项名称' }],
    ['bad mobile', { ...self, contactMobile: '1380013800' }, { contactMobile: '手机号格式不正确' }],
    ['relative with a wrong id checksum', { ...relative, principalIdcard: '120101195003070024' }, { principalIdcard: '身份证号不正确' }],
    [
      'relative without relation or mobile',
      { ...relative, relation: '', principalMobile: '' },
      { relation: '请选择与您的关系', principalMobile: '请填写亲属手机号' },
    ],
    ['self ignores the relative fields', { ...self, principalIdcard: 'x' }, {}],
  ] as const)('%s', (_name, draft, errors) => {
    expect(applicationErrors(draft as ApplicationDraft)).toEqual(errors);
  });
});

const person = (name: string, pinyin: string, departmentName = '和平区帮办代办服务中心', mobile = '13600136001'): StaffMember => ({
  id: name,
  name,
  pinyin,
  mobile,
  hallId: 'H',
  departmentId: 'D',
  departmentName,
  role: 'assistant',
  title: '帮办员',
  onDuty: true,
});

describe('address book rules', () => {
  const people = [
    person('王芳', 'wang fang'),
    person('李强', 'li qiang'),
    person('欧阳明', 'ou yang ming', '和平区市场监管局', '13600136012'),
    person('陈静', 'chen jing'),
  ];

  it('groups A-Z by pinyin initial, sorted', () => {
    expect(groupByInitial(people).map(([k, ps]) => [k, ps.map((p) => p.name)])).toEqual([
      ['C', ['陈静']],
      ['L', ['李强']],
      ['O', ['欧阳明']],
      ['W', ['王芳']],
    ]);
  });

  it.each([
    ['王', ['王芳']],
    ['wangf', ['王芳']],
    ['Li Qiang', ['李强']],
    ['oym', ['欧阳明']],
    ['市场', ['欧阳明']],
    ['6012', ['欧阳明']],
    ['', ['王芳', '李强', '欧阳明', '陈静']],
  ])('search %j', (keyword, names) => {
    expect(people.filter((p) => matchesStaff(p, keyword)).map((p) => p.name)).toEqual(names);
  });
});

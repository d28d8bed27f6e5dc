import { describe, expect, it } from 'vitest';
import type { CaseMaterial } from '@/contract/online';
import {
  addWorkingDays,
  advanceCase,
  DECIDE_MS,
  materialProblem,
  PRE_REVIEW_MS,
  REVIEW_START_MS,
  SUPPLEMENT_MS,
  supplementCase,
  type CaseState,
} from '@/mocks/features/cases/lifecycle';

const T0 = Date.UTC(2026, 10, 23, 1, 0); // Monday 09:00 China time
const file = (size: number, type = 'image/jpeg') => ({ fileId: 'F1', url: '/gw/oss/files/F1/a.jpg', name: 'a.jpg', size, type });
const material = (index: number, files: CaseMaterial['files'], extra: Partial<CaseMaterial> = {}): CaseMaterial => ({
  index,
  name: `材料${index}`,
  required: true,
  files,
  certId: null,
  certName: null,
  status: 'pending',
  reason: '',
  ...extra,
});
const start = (materials: CaseMaterial[]): CaseState => ({
  stage: 'received',
  stageSince: T0,
  materials,
  events: [],
  promiseDays: 5,
  acceptedAt: null,
  dueAt: null,
  supplementDueAt: null,
  reminded: false,
  hallName: '和平区政务服务中心',
  windowName: 'A01综合窗口',
});

describe('staff review of a material', () => {
  it.each([
    ['a legible photo', material(0, [file(50_000)]), null],
    ['an e-certificate', material(0, [], { certId: 'C-1', certName: '居民身份证' }), null],
    ['a tiny photo', material(0, [file(600)]), '图片过小或不清晰，无法辨认，请重新拍摄后上传'],
    ['a word file', material(0, [file(50_000, 'application/msword')]), '文件格式不符合要求，请上传JPG、PNG照片或PDF文件'],
    ['nothing for a required material', material(0, []), '未提交该材料'],
  ])('%s', (_, m, expected) => expect(materialProblem(m)).toBe(expected));
});

describe('the case on the clock', () => {
  it('stays received until the pre-review is due', () => {
    const s = advanceCase(start([material(0, [file(50_000)])]), T0 + PRE_REVIEW_MS - 1);
    expect(s.stage).toBe('received');
    expect(s.events).toHaveLength(0);
  });

  it('walks accepted → reviewing → approved at the times each step fell due', () => {
    const s = advanceCase(start([material(0, [file(50_000)])]), T0 + PRE_REVIEW_MS + REVIEW_START_MS + DECIDE_MS + 5);
    expect(s.stage).toBe('approved');
    expect(s.events.map((e) => [e.kind, e.at])).toEqual([
      ['accepted', T0 + PRE_REVIEW_MS],
      ['reviewing', T0 + PRE_REVIEW_MS + REVIEW_START_MS],
      ['approved', T0 + PRE_REVIEW_MS + REVIEW_START_MS + DECIDE_MS],
    ]);
    expect(s.acceptedAt).toBe(T0 + PRE_REVIEW_MS);
    expect(s.dueAt).toBe(addWorkingDays(T0 + PRE_REVIEW_MS, 5));
  });

  it('says each step of the review on the clock was automatic (no staff account reviews cases)', () => {
    const s = advanceCase(start([material(0, [file(50_000)])]), T0 + PRE_REVIEW_MS + REVIEW_START_MS + DECIDE_MS);
    expect(s.events.map((e) => e.actor)).toEqual([
      '受理人员（和平区政务服务中心 A01综合窗口）（自动审核）',
      '承办科室审核人员（自动审核）',
      '承办部门负责人（自动审核）',
    ]);
  });

  it('returns only the unreadable material, reminds a day before the deadline, then refuses', () => {
    let s = advanceCase(start([material(0, [file(50_000)]), material(1, [file(500)])]), T0 + PRE_REVIEW_MS);
    expect(s.stage).toBe('returned');
    expect(s.materials.map((m) => m.status)).toEqual(['ok', 'returned']);
    expect(s.supplementDueAt).toBe(T0 + PRE_REVIEW_MS + SUPPLEMENT_MS);
    s = advanceCase(s, s.supplementDueAt! - 3600_000);
    expect(s.events.at(-1)?.kind).toBe('reminder');
    s = advanceCase(s, s.supplementDueAt!);
    expect(s.stage).toBe('rejected');
    expect(s.events.at(-1)?.note).toContain('逾期未补正');
  });

  it('a supplement sends the fixed material to pre-review again and the case completes', () => {
    let s = advanceCase(start([material(0, [file(50_000)]), material(1, [file(500)])]), T0 + PRE_REVIEW_MS);
    const at = T0 + 2 * PRE_REVIEW_MS;
    s = supplementCase(s, new Map([[1, { files: [file(40_000)], certId: null, certName: null }]]), at);
    expect(s.stage).toBe('received');
    expect(s.materials.map((m) => m.status)).toEqual(['ok', 'pending']);
    s = advanceCase(s, at + PRE_REVIEW_MS + REVIEW_START_MS + DECIDE_MS);
    expect(s.stage).toBe('approved');
    expect(s.events.map((e) => e.kind)).toEqual(['returned', 'supplemented', 'accepted', 'reviewing', 'approved']);
  });

  it('refuses a supplement of a case that is not returned', () => {
    expect(() => supplementCase(start([]), new Map(), T0)).toThrow();
  });
});

describe('working days', () => {
  it('skips the weekend (China time)', () => {
    const friday = Date.UTC(2026, 10, 27, 2, 0);
    expect(new Date(addWorkingDays(friday, 1) + 8 * 3600_000).getUTCDay()).toBe(1);
    expect(addWorkingDays(friday, 0)).toBe(friday);
  });
});

import { describe, expect, it } from 'vitest';
import { expand, rank, score, similarity, stripFillers } from '@/mocks/features/matters/search';
import { SEED } from '@/mocks/seed/halls';

// One row per catalogue matter, as search sees an area.
const catalogue = SEED.matters.filter((m) => m.areaCode === '120101');
const top = (q: string) => rank(catalogue, q)[0]?.name;

describe('tolerant matching: what citizens type finds the catalogue name', () => {
  const cases: [string, string][] = [
    ['办老年卡', '老年人优待证办理'],
    ['老年卡', '老年人优待证办理'],
    ['社保卡', '社会保障卡申领'],
    ['社会保障卡', '社会保障卡申领'],
    ['医保卡丢了', '社会保障卡申领'],
    ['换身份证', '居民身份证换领'],
    ['身份证过期了怎么办', '居民身份证换领'],
    ['我想领失业金', '失业保险金申领'],
    ['孩子上户口', '出生登记'],
    ['二手房过户', '存量房转移登记'],
    ['开公司', '企业设立登记'],
    ['注册公司需要什么材料', '企业设立登记'],
    ['公积金租房提取', '住房公积金提取（租房）'],
    ['办低保', '最低生活保障申请'],
    ['个税退税', '个人所得税综合所得汇算'],
    ['异地看病', '异地就医备案'],
    ['准生证', '生育登记'],
    ['上小学', '义务教育入学报名'],
    ['驾照到期', '机动车驾驶证期满换证'],
    ['结婚', '结婚登记'],
    ['居住证', '居住证申领'],
    ['社保卡申令', '社会保障卡申领'],
  ];
  it.each(cases)('%s → %s', (query, expected) => {
    // 驾驶证 is a city matter: look in the city's rows for it.
    const rows =
      expected.startsWith('机动车') || expected.startsWith('企业设立') ? SEED.matters.filter((m) => m.areaCode === '120100') : catalogue;
    expect(rank(rows, query)[0]?.name).toBe(expected);
  });
});

describe('ranking', () => {
  it('puts the exact name above names that contain it, and those above alias hits', () => {
    const items = [
      { name: '结婚登记记录', aliases: [], theme: '婚姻', hot: 9999 },
      { name: '结婚登记', aliases: [], theme: '婚姻', hot: 1 },
      { name: '婚姻状况证明', aliases: ['结婚登记证明'], theme: '婚姻', hot: 5000 },
    ];
    expect(rank(items, '结婚登记').map((x) => x.name)).toEqual(['结婚登记', '结婚登记记录', '婚姻状况证明']);
  });
  it('breaks ties by how often a matter is asked for', () => {
    const items = [
      { name: '甲事项', aliases: ['同义'], theme: 'x', hot: 1 },
      { name: '乙事项', aliases: ['同义'], theme: 'x', hot: 2 },
    ];
    expect(rank(items, '同义').map((x) => x.name)).toEqual(['乙事项', '甲事项']);
  });
  it('finds nothing for unrelated text and for blanks', () => {
    expect(rank(catalogue, '火星移民')).toEqual([]);
    expect(rank(catalogue, '   ')).toEqual([]);
    expect(score({ name: '出生登记', aliases: [], theme: '生育', hot: 0 }, '？')).toBe(0);
  });
  it('matches a whole theme when nothing is closer', () => {
    expect(rank(catalogue, '婚姻').length).toBeGreaterThanOrEqual(3);
    expect(top('生育')).toBeDefined();
  });
});

describe('query preparation', () => {
  it.each([
    ['我想办社保卡', '办社保卡'],
    ['社保卡怎么办理', '社保卡'],
    ['  Ｓｏ 社保卡！', 'so社保卡'],
    ['办理', '办理'],
  ])('stripFillers(%s) = %s', (q, out) => {
    expect(stripFillers(q)).toBe(out);
  });
  it('expands colloquial words both ways and drops a leading verb', () => {
    expect(expand('办老年卡')).toEqual(expect.arrayContaining(['办老年卡', '老年卡', '老年人优待证']));
    expect(expand('社会保障卡')).toEqual(expect.arrayContaining(['社保卡', '医保卡']));
  });
  it('similarity is 1 for the same text and 0 for nothing in common', () => {
    expect(similarity('社保卡', '社保卡')).toBe(1);
    expect(similarity('社保卡', '结婚')).toBe(0);
    expect(similarity('社保卡申令', '社保卡申领')).toBeGreaterThan(0.7);
  });
});

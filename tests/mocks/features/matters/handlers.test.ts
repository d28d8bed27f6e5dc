import { describe, expect, it } from 'vitest';
import { evaluateSelfTest } from '@/features/matters/api/evaluate-self-test';
import { getCertificateMatters } from '@/features/matters/api/get-certificate-matters';
import { getGuide } from '@/features/matters/api/get-guide';
import { getHotWords } from '@/features/matters/api/get-hot-words';
import { getImplList } from '@/features/matters/api/get-impl-list';
import { getMatterFilters } from '@/features/matters/api/get-matter-filters';
import { getMatterList } from '@/features/matters/api/get-matter-list';
import { getOneThing } from '@/features/matters/api/get-one-thing';
import { getSelfTest } from '@/features/matters/api/get-self-test';
import { getUnderstandCard } from '@/features/matters/api/get-understand-card';
import { search } from '@/features/matters/api/search';
import { gateway } from '@/lib/http/client';
import { matters } from '@/mocks/db/tables';

describe('the catalogue', () => {
  it('has at least 150 matters over the city and its districts, each with a full guide, and keeps the original ids', () => {
    const all = matters.all();
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((m) => m.areaCode)).size).toBe(17);
    expect(matters.get('M12010100')?.name).toBe('社会保障卡申领');
    expect(matters.get('M12010315')?.name).toBe('不动产权属证明查询');
    for (const m of all) {
      expect(m.conditions.length, m.id).toBeGreaterThan(0);
      expect(m.materials.length, m.id).toBeGreaterThan(0);
      expect(m.steps.length, m.id).toBeGreaterThan(1);
      expect(m.laws.length, m.id).toBeGreaterThan(0);
      expect(m.hallIds.length, m.id).toBeGreaterThan(0);
      expect(m.versionDate, m.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(all.map((m) => m.level))).toEqual(new Set(['city', 'district', 'street']));
  });
});

describe('matter lists', () => {
  it('filters by theme, department, audience and level, and pages', async () => {
    const page1 = await getMatterList({ areaCode: '120101', pageSize: 10 });
    expect(page1.records).toHaveLength(10);
    const page2 = await getMatterList({ areaCode: '120101', pageSize: 10, pageNum: 2 });
    expect(page2.records[0].id).not.toBe(page1.records[0].id);
    expect(page1.total).toBe(matters.filter((m) => m.areaCode === '120101').length);

    const birth = await getMatterList({ areaCode: '120101', theme: '生育', pageSize: 50 });
    expect(birth.records.length).toBeGreaterThan(2);
    expect(birth.records.every((m) => m.theme === '生育')).toBe(true);

    const legal = await getMatterList({ areaCode: '120101', audience: '法人', pageSize: 50 });
    expect(legal.records.every((m) => m.audience.includes('法人'))).toBe(true);
    expect(legal.records.map((m) => m.name)).toContain('食品经营许可证核发');

    const street = await getMatterList({ areaCode: '120101', level: 'street', pageSize: 50 });
    expect(street.records.map((m) => m.name)).toContain('老年人优待证办理');
    expect(street.records.every((m) => m.level === 'street')).toBe(true);

    const police = await getMatterList({ areaCode: '120101', department: '公安局', pageSize: 50 });
    expect(police.records.every((m) => m.departmentName === '和平区公安局')).toBe(true);
  });
  it('lists a region with its districts when asked for inside, and the filters count them', async () => {
    const own = await getMatterList({ areaCode: '120100', pageSize: 1 });
    const inside = await getMatterList({ areaCode: '120100', scope: 'inside', pageSize: 1 });
    expect(inside.total).toBeGreaterThan(own.total);
    const filters = await getMatterFilters('120101');
    expect(filters.themes.find((t) => t.name === '生育')?.count).toBeGreaterThan(2);
    expect(filters.departments.map((d) => d.name)).toContain('公安局');
  });
  it('refuses an unknown area', async () => {
    await expect(gateway.get('/service-xzyd/matter/anon/list', { areaCode: '999999' }, { silent: true })).rejects.toMatchObject({
      message: '未找到该区域信息',
    });
  });
  it('gives a hall its implementation list', async () => {
    const list = await getImplList({ areaCode: '120101', hallId: 'H1201010', pageSize: 50 });
    expect(list.hall?.name).toBe('和平区政务服务中心');
    expect(list.records.length).toBeGreaterThan(10);
    expect(list.records.map((r) => r.code)).toEqual([...list.records.map((r) => r.code)].sort());
  });
});

describe('the guide', () => {
  it('has every section', async () => {
    const g = await getGuide('M12010100');
    expect(g.name).toBe('社会保障卡申领');
    expect(g.conditions.length).toBeGreaterThan(0);
    expect(g.materials.find((m) => m.sample)?.sample).toMatch(/^\/docs\//);
    expect(g.materials.some((m) => !m.required && m.condition)).toBe(true);
    expect(g.steps.map((s) => s.name)).toEqual(['申请', '制卡', '领卡']);
    expect(g.fee).toBe('不收费');
    expect(g.legalDays).toBeGreaterThanOrEqual(g.promiseDays);
    expect(g.laws[0]).toMatchObject({ title: '《中华人民共和国社会保险法》', clause: '第五十八条' });
    expect(g.halls[0]).toMatchObject({ id: expect.stringMatching(/^H120101/), busy: expect.stringMatching(/idle|normal|busy/) });
    expect(g.windows.length).toBeGreaterThan(0);
    expect(g.crossProvince).toBe('全程网办');
    expect(g.issuesCert?.name).toBe('社会保障卡');
    expect(g.changes.length).toBeGreaterThan(0);
  });
  it('tells what a fee is based on', async () => {
    const g = await getGuide('M12010103');
    expect(g.fee).toBe('20元');
    expect(g.feeBasis).toContain('工本费');
  });
  it('answers 404 for an unknown matter', async () => {
    await expect(getGuide('M000')).rejects.toMatchObject({ message: '未找到该事项' });
  });
  it('makes a plain 明白卡 from the guide (cloud API)', async () => {
    const card = await getUnderstandCard('M12010100');
    expect(card.bring).toContain('居民身份证（原件1份）');
    expect(card.ifApplies.join()).toContain('委托他人代办的');
    expect(card.howLong).toBe('15个工作日内办好');
  });
});

describe('search', () => {
  it('groups matters, 一件事, halls and guide texts, and counts the query for hot words', async () => {
    const r = await search('120100', '出生');
    expect(r.matters.map((m) => m.name)).toContain('出生登记');
    expect(r.oneThings.map((o) => o.name)).toContain('出生一件事');
    const hall = await search('120100', '和平区');
    expect(hall.halls.map((h) => h.name)).toContain('和平区政务服务中心');
    const guide = await search('120101', '租赁合同');
    expect(guide.guides.some((g) => g.snippet.includes('租赁合同'))).toBe(true);

    const before = (await getHotWords('120101')).indexOf('个税汇算');
    for (let i = 0; i < 20; i++) await search('120101', '个税汇算');
    const after = (await getHotWords('120101')).indexOf('个税汇算');
    expect(before).toBe(9);
    expect(after).toBeLessThan(before);
  });
});

describe('self-test', () => {
  it('follows the branching and gives the matters and materials of the path taken', async () => {
    const t = await getSelfTest('ST01');
    expect(t.questions[0].options.map((o) => o.next)).toEqual(['q2', 'q2']);
    // Both parents non-local skip the marriage question.
    const skip = await evaluateSelfTest('ST01', '120101', [0, 1, 0]);
    expect(skip.path.map((p) => p.question)).toEqual([
      '宝宝是否在本市医疗机构出生？',
      '父母一方是否为本市户籍？',
      '是否需要为宝宝办理医保和社保卡？',
    ]);
    expect(skip.matters.map((m) => m.name)).toEqual(['出生医学证明首次签发', '城乡居民医疗保险参保', '社会保障卡申领']);
    expect(skip.materials).toContain('父母居住证');
    const full = await evaluateSelfTest('ST01', '120101', [0, 0, 0, 1]);
    expect(full.matters.map((m) => m.name)).toEqual(['出生医学证明首次签发', '出生登记']);
    expect(full.materials).toContain('结婚证');
  });
  it('refuses unfinished, extra or invalid answers', async () => {
    await expect(evaluateSelfTest('ST01', '120101', [0, 0])).rejects.toThrow();
    await expect(evaluateSelfTest('ST01', '120101', [0, 1, 0, 0])).rejects.toThrow();
    await expect(evaluateSelfTest('ST01', '120101', [5, 0, 0])).rejects.toThrow();
  });
});

describe('一件事, certificates, collection', () => {
  it('gives a bundle its single materials list and its matters in the area', async () => {
    const o = await getOneThing('OT07', '120100');
    expect(o.name).toBe('企业开办一件事');
    expect(o.matters.map((m) => m.name)).toEqual(['企业设立登记', '新办纳税人涉税事项', '单位参保登记']);
    expect(o.materials.length).toBeGreaterThan(2);
  });
  it('lists the matters that need and that issue a certificate', async () => {
    const c = await getCertificateMatters('C03', '120101');
    expect(c.issues.map((m) => m.name)).toContain('结婚登记');
    expect(c.needs.map((m) => m.name)).toContain('离婚登记');
  });
});

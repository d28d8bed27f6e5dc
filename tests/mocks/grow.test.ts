import { describe, expect, it } from 'vitest';
import { getHallList } from '@/features/halls/api/get-hall-list';
import { getHallPortal } from '@/features/halls/api/get-hall-portal';
import { getMatterList } from '@/features/matters/api/get-matter-list';
import { getSuggestions } from '@/features/matters/api/get-suggestions';
import { search } from '@/features/matters/api/search';
import { gateway } from '@/lib/http/client';
import { freshSeedPrint } from '@/mocks/db/store';
import { halls, matters } from '@/mocks/db/tables';
import { caseName, grow, GROWN_CHAT } from '@/mocks/grow';
import { inDistrict } from '@/mocks/seed/district-shapes';
import { AREA_BY_CODE } from '@/mocks/seed/areas';
import { SEED } from '@/mocks/seed/halls';
import { emulatorTestApi } from '@/mocks/test-api';
import { startTestSession } from '../utils/session';

interface Page {
  records: { msgIdx: number; content: string; createTime: number; fromId: string }[];
  hasMore: boolean;
}
const msgList = (params: object) => gateway.get<Page>('/im/msg/auth/msglist', params, { silent: true });

describe('grow: the data at ten times its size, through the tables the handlers read', () => {
  it('today’s size is the seed: grow without sizes adds nothing', () => {
    expect(grow()).toEqual({ halls: 27, matters: 617, chatMessages: 51, added: { halls: 0, matters: 0, chatMessages: 0 } });
  });

  it('grows to totals, once: the same sizes again add nothing, reset brings back the seed', () => {
    const first = grow({ halls: 60, matters: 700, chatMessages: 120 });
    expect(first).toEqual({ halls: 60, matters: 700, chatMessages: 120, added: { halls: 33, matters: 83, chatMessages: 69 } });
    expect(grow({ halls: 60, matters: 700, chatMessages: 120 }).added).toEqual({ halls: 0, matters: 0, chatMessages: 0 });
    emulatorTestApi.reset();
    expect(halls.all()).toHaveLength(27);
    expect(matters.all()).toHaveLength(617);
  });

  it('300 halls over the districts, inside them, each with its rooms: the hall list answers them all and a grown hall opens', async () => {
    grow({ halls: 300 });
    const list = await getHallList({ areaCode: '120100' });
    expect(list).toHaveLength(300);
    expect(new Set(list.map((h) => h.id)).size).toBe(300);
    expect(new Set(list.map((h) => h.name)).size).toBe(300);
    const seedIds = new Set(SEED.halls.map((h) => h.id));
    expect(list.filter((h) => !seedIds.has(h.id))).toHaveLength(273);
    for (const h of list) {
      const area = AREA_BY_CODE.get(h.areaCode)!;
      expect(h.name.startsWith(area.name), h.name).toBe(true);
      expect(inDistrict(h.areaCode, h.lat, h.lng), `${h.id} ${h.lat},${h.lng}`).toBe(true);
    }
    // Every district grew alike (16 districts, 273 halls added).
    const perDistrict = new Map<string, number>();
    for (const h of list) if (h.level === 3) perDistrict.set(h.areaCode, (perDistrict.get(h.areaCode) ?? 0) + 1);
    expect(perDistrict.size).toBe(16);
    expect(Math.min(...perDistrict.values())).toBeGreaterThanOrEqual(17);
    // A district's list holds its own halls only.
    expect((await getHallList({ areaCode: '120101' })).every((h) => h.areaCode === '120101')).toBe(true);
    const last = halls.all()[299];
    const portal = await getHallPortal(last.id);
    expect(portal.hall.name).toBe(last.name);
    expect(portal.departments.length).toBeGreaterThan(0);
    expect(portal.queues.length).toBeGreaterThan(0);
    expect(portal.photoCount).toBeGreaterThan(0);
  });

  it('1,500 matters: the list counts and pages them without a gap or a repeat, and search finds a grown one by name', async () => {
    grow({ halls: 300, matters: 1500 });
    expect(matters.all()).toHaveLength(1500);
    const first = await getMatterList({ areaCode: '120100', scope: 'inside', pageSize: 50 });
    expect(first.total).toBe(1500);
    const ids: string[] = [];
    for (let pageNum = 1; pageNum <= 30; pageNum++) {
      const page = await getMatterList({ areaCode: '120100', scope: 'inside', pageSize: 50, pageNum });
      expect(page.records.length, `page ${pageNum}`).toBe(50);
      ids.push(...page.records.map((m) => m.id));
    }
    expect(new Set(ids).size).toBe(1500);
    expect((await getMatterList({ areaCode: '120100', scope: 'inside', pageSize: 50, pageNum: 31 })).records).toHaveLength(0);
    // Hottest first across pages.
    const hot = (await getMatterList({ areaCode: '120100', scope: 'inside', pageSize: 50, pageNum: 2 })).records.map((m) => m.hot);
    expect(hot).toEqual([...hot].sort((a, b) => b - a));

    const grown = matters.all().slice(617);
    // Named apart from each other and from the seed's (which repeat per area).
    const seedNames = new Set(SEED.matters.map((m) => m.name));
    expect(new Set(grown.map((m) => m.name)).size).toBe(883);
    expect(grown.filter((m) => seedNames.has(m.name))).toEqual([]);
    // Each grown row is a matter of its own: a case of a seed template, with that template's guide.
    expect(new Set(grown.map((m) => m.templateNo)).size).toBe(grown.length);
    for (const m of grown) {
      expect(m.name).toMatch(/（[^）]+）$/);
      expect(m.materials.length, m.id).toBeGreaterThan(0);
      expect(m.hallIds.length, m.id).toBeGreaterThan(0);
      expect(
        m.hallIds.every((id) => halls.get(id)?.areaCode === m.areaCode),
        m.id,
      ).toBe(true);
    }
    // Some grown matters are taken at grown halls.
    const seedHalls = new Set(SEED.halls.map((h) => h.id));
    expect(grown.some((m) => m.hallIds.some((id) => !seedHalls.has(id)))).toBe(true);

    // (申请 and 办理 are filler words to the search: a name without them is found first.)
    const target = grown.find((m) => m.areaCode === '120101' && !/申请|办理/.test(m.name))!;
    const found = await search('120100', target.name);
    expect(found.matters[0]).toMatchObject({ id: target.id, name: target.name });
    const other = grown.find((m) => m.areaCode === '120101' && /申请/.test(m.name))!;
    expect((await search('120101', other.name)).matters.map((m) => m.id)).toContain(other.id);
    expect(await getSuggestions('120101', target.name)).toContain(target.name);
    // The list's keyword finds it too.
    const byKeyword = await getMatterList({ areaCode: '120101', keyword: target.name });
    expect(byKeyword.records.map((m) => m.id)).toContain(target.id);
  });

  it('5,000 messages with 王芳 over past days: paged back from the newest, every one once, in order', async () => {
    grow({ matters: 1500, chatMessages: 5000 });
    startTestSession({ userId: GROWN_CHAT.citizen });
    const seen: Page['records'] = [];
    let page = await msgList({ peerId: GROWN_CHAT.staff, size: 50 });
    let pages = 1;
    seen.unshift(...page.records);
    while (page.hasMore) {
      page = await msgList({ peerId: GROWN_CHAT.staff, beforeIdx: seen[0].msgIdx, size: 50 });
      seen.unshift(...page.records);
      pages += 1;
    }
    expect(pages).toBe(100);
    expect(seen).toHaveLength(5000);
    const idx = seen.map((m) => m.msgIdx);
    expect(new Set(idx).size).toBe(5000);
    expect(idx).toEqual([...idx].sort((a, b) => a - b));
    const times = seen.map((m) => m.createTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[times.length - 1]).toBeLessThanOrEqual(emulatorTestApi.now());
    // Over past days, in both directions, with varied lines.
    const days = new Set(times.map((t) => new Date(t + 8 * 3600_000).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(5);
    expect(seen.filter((m) => m.fromId === GROWN_CHAT.citizen).length).toBeGreaterThan(2000);
    expect(new Set(seen.map((m) => m.content)).size).toBeGreaterThan(500);
    // The seed's conversation is still its start.
    expect(seen[0].content).toBe('您好，请问办理社保卡补卡需要带什么材料？');
  });

  it('leaves every seed as it was (the server’s seed version does not move when data grows)', () => {
    const names = ['halls', 'matters', 'hallPhotos', 'windowStaff', 'machines', 'doorplates', 'imMessages'];
    const before = names.map(freshSeedPrint);
    grow({ halls: 300, matters: 1500, chatMessages: 5000 });
    expect(names.map(freshSeedPrint)).toEqual(before);
  });

  it('names a case of a matter in its brackets', () => {
    expect(caseName('居住证申领', '补领', '')).toBe('居住证申领（补领）');
    expect(caseName('住房公积金提取（租房）', '变更', '个人')).toBe('住房公积金提取（租房，变更，个人）');
  });
});

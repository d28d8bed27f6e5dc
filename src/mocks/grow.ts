/**
 * Grown data for benchmarks (issue 37 item 4, docs/performance.md "Growth to ten times the data"):
 * more halls, more matters and a longer chat than the seed, written through the same tables the
 * handlers read, so that the pages see them through their ordinary calls. Built from the seed's
 * own vocabulary (its districts, streets, departments, matter names and chat lines) with a
 * seeded generator: the same sizes on the same data give the same rows.
 *
 * Sizes are totals: `grow({ halls: 300 })` adds halls until the table holds 300 (nothing when it
 * already does). Meant for the gateway server (the admin API: `POST /__admin/api/grow`); in the
 * page, the browser's storage may not hold a catalogue grown this much.
 */
import type { MatterTemplate } from './seed/matter-catalogue';
import { TEMPLATES } from './seed/matter-catalogue';
import { AREAS, type AreaNode } from './seed/areas';
import { placeInDistrict } from './seed/district-shapes';
import { DEPARTMENTS, STREETS, matterRow } from './seed/halls';
import { pick, seeded } from './seed/random';
import { clock } from './clock';
import { batch } from './db/store';
import { departments, halls, matters, windows, type DepartmentRow, type HallRow, type MatterRow, type WindowRow } from './db/tables';
import { hallPhotos, windowStaff } from './features/halls/tables';
import { seedHallPhotos, seedWindowStaff } from './features/halls/details';
import { messages, type MessageRow } from './features/im/tables';
import { DEMO_CITIZENS, WANG_FANG } from './features/im/seed';

export interface GrowSizes {
  /** Halls in the whole table (the seed has 27). */
  halls?: number;
  /** Catalogue rows in the whole table (the seed has 617); each grown row is a matter of its own. */
  matters?: number;
  /** Messages in the demo citizen's conversation with 王芳 (the seed has 51). */
  chatMessages?: number;
}

export interface GrowResult {
  halls: number;
  matters: number;
  chatMessages: number;
  added: { halls: number; matters: number; chatMessages: number };
}

/** The demo citizen (mobile login 13800138000) and the staff member of their long conversation. */
export const GROWN_CHAT = { citizen: DEMO_CITIZENS[0], staff: WANG_FANG } as const;

const DISTRICTS = AREAS.filter((a) => a.level === 3);
const CATALOGUE_AREAS = AREAS.filter((a) => a.level >= 2);

// Halls. The seed's own words: its streets (hall addresses) and doorplate streets, and the
// kinds of its smaller halls and service points.
const PLACES = [...STREETS, '朝阳里', '新兴街', '春华街', '劝业场街', '体育馆街', '小白楼街', '友谊路街', '万兴街', '丁字沽街', '铁东路街'];
const HALL_KINDS = ['便民服务中心', '政务服务分中心', '便民服务站', '政务服务驿站'];
const OPEN_HOURS = '周一至周五 9:00-12:00，13:30-17:00';

function growHalls(target: number, rand: () => number): number {
  const existing = halls.all();
  const names = new Set(existing.map((h) => h.name));
  const perArea = new Map<string, number>();
  for (const h of existing) perArea.set(h.areaCode, (perArea.get(h.areaCode) ?? 0) + 1);
  let added = 0;
  for (let n = existing.length; n < target; n++) {
    // Round the districts, so that every one of them grows alike.
    const area = DISTRICTS[n % DISTRICTS.length];
    let name = '';
    for (let tries = 0; tries < 50 && (!name || names.has(name)); tries++) {
      name = `${area.name}${pick(rand, PLACES)}${pick(rand, HALL_KINDS)}`;
    }
    if (names.has(name)) name = `${name}（${n}）`;
    names.add(name);
    let i = perArea.get(area.code) ?? 0;
    while (halls.get(`H${area.code}${i}`)) i++;
    perArea.set(area.code, i + 1);
    const id = `H${area.code}${i}`;
    // Drawn around the district's centre, then inside its polygon (as the seed's halls are).
    const at = placeInDistrict(area.code, area.lat + (rand() - 0.5) * 0.12, area.lng + (rand() - 0.5) * 0.12, id);
    const hall: HallRow = {
      id,
      name,
      areaCode: area.code,
      address: `天津市${area.name}${pick(rand, STREETS)}${10 + Math.floor(rand() * 300)}号`,
      phone: `022-${String(23000000 + Math.floor(rand() * 6000000))}`,
      openHours: OPEN_HOURS,
      lat: Math.round(at.lat * 1e5) / 1e5,
      lng: Math.round(at.lng * 1e5) / 1e5,
      level: area.level,
      busy: pick(rand, ['idle', 'normal', 'busy'] as const),
      intro: `${name}集中进驻${2 + Math.floor(rand() * 6)}个部门，提供一窗受理、综合服务，实行“一次告知、一窗受理、一次办结”。`,
      floors: 1 + Math.floor(rand() * 2),
      windowCount: 4 + Math.floor(rand() * 12),
    };
    halls.insert(hall);
    // Half the departments of a main hall, as the seed's 便民服务中心 have.
    const depts: DepartmentRow[] = [];
    DEPARTMENTS.forEach(([dept, duty], j) => {
      if (j % 2 === 1) return;
      depts.push({
        id: `D${id}${j}`,
        hallId: id,
        name: `${area.name}${dept}`,
        duty,
        phone: `022-${String(24000000 + Math.floor(rand() * 5000000))}`,
      });
    });
    for (const d of depts) departments.insert(d);
    const counters: Omit<WindowRow, 'id' | 'hallId' | 'number' | 'status'>[] = [
      { name: '综合受理窗口', kind: 'comprehensive', departmentId: null },
      { name: '综合受理窗口', kind: 'comprehensive', departmentId: null },
      ...depts.slice(0, 2).map((d) => ({ name: d.name.replace(area.name, ''), kind: 'department' as const, departmentId: d.id })),
      { name: '咨询引导台', kind: 'consult', departmentId: null },
    ];
    counters.forEach((w, k) =>
      windows.insert({
        ...w,
        id: `W${id}${k}`,
        hallId: id,
        number: `${k < 2 ? 'A' : 'B'}${String(k + 1).padStart(2, '0')}`,
        status: rand() < 0.85 ? 'open' : 'paused',
      }),
    );
    for (const p of seedHallPhotos(hall)) hallPhotos.insert(p);
    for (const s of seedWindowStaff(hall)) windowStaff.insert(s);
    added++;
  }
  return added;
}

// Matters. A grown matter is a case (情形) of a seed template, as real catalogues split a matter
// into cases: the template's guide (theme, department, materials, steps, laws) under its name
// with the case in brackets, from the catalogue's own words (actions, audiences, 跨省通办 modes).
const CASES = [
  '变更',
  '注销',
  '补领',
  '遗失补办',
  '延续',
  '首次申请',
  '信息更正',
  '到期换领',
  '撤回申请',
  '容缺受理',
  '证明开具',
  '进度查询',
];
const QUALIFIERS = ['', '', '个人', '法人', '全程网办', '异地代收代办', '多地联办'];

/** A grown matter's name: the template's, with the case (and whom or how) in its brackets. */
export function caseName(base: string, what: string, qualifier: string): string {
  const m = /^(.*)（([^）]*)）$/.exec(base);
  const bare = m ? m[1] : base;
  return `${bare}（${[m?.[2], what, qualifier].filter(Boolean).join('，')}）`;
}

function areaFor(t: MatterTemplate, rand: () => number): AreaNode {
  if (t.scope === 'city') return CATALOGUE_AREAS.find((a) => a.level === 2)!;
  if (t.scope === 'district' || t.scope === 'street') return pick(rand, DISTRICTS);
  return pick(rand, CATALOGUE_AREAS);
}

function growMatters(target: number, rand: () => number): number {
  const existing = matters.all();
  if (existing.length >= target) return 0;
  const names = new Set(existing.map((m) => m.name));
  let templateNo = existing.reduce((max, m) => Math.max(max, m.templateNo), TEMPLATES.length - 1) + 1;
  // One snapshot of the halls and their rooms for every row (matterRow groups them once).
  const hallRows = halls.all();
  const deptRows = departments.all();
  const windowRows = windows.all();
  const byHall = new Map<string, WindowRow[]>();
  for (const w of windowRows) byHall.set(w.hallId, [...(byHall.get(w.hallId) ?? []), w]);
  let added = 0;
  for (let n = existing.length; n < target; n++) {
    const base = pick(rand, TEMPLATES);
    let name = '';
    for (let tries = 0; tries < 50 && (!name || names.has(name)); tries++) {
      name = caseName(base.name, pick(rand, CASES), pick(rand, QUALIFIERS));
    }
    if (names.has(name)) name = caseName(base.name, String(templateNo), '');
    names.add(name);
    const t: MatterTemplate = { ...base, name };
    const area = areaFor(t, rand);
    const row: MatterRow = matterRow(
      area,
      templateNo,
      t.theme,
      `${area.name}${t.department}`,
      Math.floor(rand() * 3000),
      hallRows,
      deptRows,
      windowRows,
      t,
    );
    // A street matter is taken at one to three of the district's smaller halls, not all of them.
    if (row.hallIds.length > 3) {
      const chosen = [...row.hallIds].sort(() => rand() - 0.5).slice(0, 1 + Math.floor(rand() * 3));
      const at = new Set(chosen);
      row.hallIds = chosen;
      row.windowIds = row.windowIds.filter((id) => at.has(windowRows.find((w) => w.id === id)?.hallId ?? ''));
      const hall = hallRows.find((h) => h.id === chosen[0]);
      if (hall) row.place = `${hall.name}（${hall.address}）`;
      if (!row.windowIds.length) row.windowIds = (byHall.get(chosen[0]) ?? []).filter((w) => w.kind === 'comprehensive').map((w) => w.id);
    }
    matters.insert(row);
    templateNo++;
    added++;
  }
  return added;
}

// The chat: the seed's questions and answers, and questions about the catalogue's matters
// answered from their guides, over past days in office hours, with now and then a guide's link
// or a file.
const SEED_QA: [string, string][] = [
  ['您好，请问办理社保卡补卡需要带什么材料？', '您好，补办社保卡需携带本人身份证原件，到窗口填写申请表即可。'],
  ['需要照片吗？', '不需要另带照片，窗口现场采集。'],
  ['周六上班吗？', '政务服务中心周六、周日不办公，工作日9:00-12:00、13:30-17:00办公。'],
  ['可以代办吗？', '可以，代办人需携带双方身份证原件及委托书。'],
];
const DAY = 86_400_000;
const MIN = 60_000;
/** Beijing is UTC+8: a day's office hours in UTC. */
const OFFICE_START_UTC = 1 * 60; // 9:00
const OFFICE_MINUTES = 8 * 60;

function chatLines(m: MatterRow, rand: () => number): [string, string] {
  const kind = Math.floor(rand() * 4);
  if (kind === 0) {
    const list = m.materials
      .filter((x) => x.required)
      .slice(0, 3)
      .map((x) => x.name)
      .join('、');
    return [`请问${m.name}需要带什么材料？`, `您好，办理${m.name}需要准备：${list || '本人有效身份证件'}。`];
  }
  if (kind === 1)
    return [`${m.name}多久能办好？`, `${m.name}承诺时限为${m.timeLimit}，${m.fee === '不收费' ? '不收费' : `收费${m.fee}`}。`];
  if (kind === 2) return [`在哪里办理${m.name}？`, `请到${m.place}办理，办公时间${m.hours}。`];
  return pick(rand, SEED_QA);
}

function growChat(target: number, rand: () => number): number {
  const { citizen, staff } = GROWN_CHAT;
  const all = messages.all();
  const thread = all.filter((m) => (m.fromId === citizen && m.toId === staff) || (m.fromId === staff && m.toId === citizen));
  const missing = target - thread.length;
  if (missing <= 0) return 0;
  const last = thread.reduce((max, m) => Math.max(max, m.createTime), 0);
  let msgIdx = all.reduce((max, m) => Math.max(max, m.msgIdx), 0);
  // After the conversation so far (msgIdx and time go together), up to a little before now, over
  // the office hours of the days between (four months at most), evenly.
  const end = clock.now() - 10 * MIN;
  const start = Math.max(last + MIN, end - 120 * DAY);
  const spans: [number, number][] = [];
  for (let day = Math.floor(start / DAY); day * DAY < end; day++) {
    const from = Math.max(start, day * DAY + OFFICE_START_UTC * MIN);
    const to = Math.min(end, day * DAY + (OFFICE_START_UTC + OFFICE_MINUTES) * MIN);
    if (to > from) spans.push([from, to]);
  }
  if (!spans.length) spans.push([start, Math.max(start + missing * 1000, end)]);
  const total = spans.reduce((n, [a, b]) => n + (b - a), 0);
  /** The time of the i-th of the missing lines: its share of the office hours, in order. */
  const timeOf = (i: number): number => {
    let offset = Math.floor((total * (i + 0.5)) / missing);
    for (const [a, b] of spans) {
      if (offset < b - a) return a + offset;
      offset -= b - a;
    }
    return spans[spans.length - 1][1];
  };
  const guides = matters.filter((m) => m.areaCode === '120101' || m.areaCode === '120100');
  let added = 0;
  const push = (fromId: string, toId: string, type: MessageRow['type'], content: string) => {
    msgIdx += 1;
    messages.insert({ id: String(msgIdx), msgIdx, fromId, toId, topic: '在线咨询', type, content, createTime: timeOf(added), read: true });
    added += 1;
  };
  while (added < missing) {
    const m = pick(rand, guides);
    const [q, a] = chatLines(m, rand);
    push(citizen, staff, 'text', q);
    if (added >= missing) break;
    const r = rand();
    if (r < 0.03) push(staff, citizen, 'link', JSON.stringify({ title: `${m.name}办事指南`, url: `#/guidelines?matterId=${m.id}` }));
    else if (r < 0.04) push(staff, citizen, 'file', JSON.stringify({ name: '办事须知.docx', url: '/docs/办事须知.docx', size: 2672 }));
    else push(staff, citizen, 'text', a);
  }
  return added;
}

/** Grows the tables to the sizes given (totals); returns the sizes after, and what was added. */
export function grow(sizes: GrowSizes = {}): GrowResult {
  const added = batch(() => ({
    halls: sizes.halls ? growHalls(sizes.halls, seeded(300_001 + sizes.halls)) : 0,
    matters: sizes.matters ? growMatters(sizes.matters, seeded(1_500_001 + sizes.matters)) : 0,
    chatMessages: sizes.chatMessages ? growChat(sizes.chatMessages, seeded(5_000_001 + sizes.chatMessages)) : 0,
  }));
  const { citizen, staff } = GROWN_CHAT;
  return {
    halls: halls.all().length,
    matters: matters.all().length,
    chatMessages: messages.filter((m) => (m.fromId === citizen && m.toId === staff) || (m.fromId === staff && m.toId === citizen)).length,
    added,
  };
}

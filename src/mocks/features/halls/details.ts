import type { PlanWindow, PlanZone } from '@/contract/hall';
import { departments, matters, windows, type HallRow, type WindowRow } from '@/mocks/db/tables';
import { hashUnit } from '@/mocks/features/queue';

/** A stable integer in [0, n) from a text. */
const pickN = (text: string, n: number) => Math.floor(hashUnit(text) * n);

const ACCESSIBILITY = ['无障碍通道', '无障碍卫生间', '轮椅借用', '爱心座椅', '老年人绿色通道', '手语翻译服务', '母婴室', '助听设备'];
const METRO = ['地铁1号线', '地铁2号线', '地铁3号线', '地铁5号线', '地铁6号线'];

/** Transport, parking, accessibility and contacts of a hall (derived from the hall, the same on every run). */
export function hallFacts(h: HallRow) {
  const bus = [0, 1, 2].map((i) => `${8 + pickN(`${h.id}bus${i}`, 800)}路`);
  const metro =
    h.level === 3 && pickN(`${h.id}metro`, 3) > 0
      ? `${METRO[pickN(`${h.id}line`, METRO.length)]}，出站步行约${3 + pickN(`${h.id}walk`, 10)}分钟`
      : null;
  const spaces = 30 + pickN(`${h.id}park`, 170);
  const accessibility = ACCESSIBILITY.filter((_, i) => i < 3 || hashUnit(`${h.id}acc${i}`) > 0.4);
  const hallDepts = departments.filter((d) => d.hallId === h.id);
  return {
    transport: { bus: `公交${bus.join('、')}到${h.address.replace(/^天津市/, '').replace(/\d+号$/, '')}站`, metro },
    parking: `大厅东侧停车场，车位${spaces}个，办事群众免费停放2小时；设无障碍车位${2 + pickN(`${h.id}ap`, 4)}个`,
    accessibility,
    contacts: [
      { name: '咨询电话', phone: h.phone },
      { name: '投诉监督电话', phone: '12345' },
      ...hallDepts.slice(0, 3).map((d) => ({ name: d.name, phone: d.phone })),
    ],
  };
}

/** A window placed on the plan (the contract's PlanWindow before its live waiting count). */
export interface PlacedWindow extends Omit<PlanWindow, 'waiting'> {
  kind: WindowRow['kind'];
  status: WindowRow['status'];
}

/** Which floor a window stands on: the comprehensive and front-desk windows downstairs, department windows upstairs. */
function floorOf(h: HallRow, w: WindowRow): number {
  if (h.floors >= 2 && (w.kind === 'department' || w.kind === 'agency')) return 2;
  return 1;
}

/** The floor plan of a hall: zones per floor and where each window stands. */
export function floorPlan(h: HallRow) {
  const ws = windows.filter((w) => w.hallId === h.id);
  const zones: PlanZone[] = [];
  const placed: PlacedWindow[] = [];
  for (let f = 1; f <= h.floors; f++) {
    const here = ws.filter((w) => floorOf(h, w) === f);
    const front = here.filter((w) => w.kind === 'comprehensive' || w.kind === 'collect' || w.kind === 'consult');
    const dept = here.filter((w) => w.kind === 'department' || w.kind === 'agency');
    if (front.length) {
      zones.push({ id: `${h.id}-Z${f}a`, name: '综合受理区', kind: 'service', floor: f, x: 4, y: 4, w: 56, h: 22 });
      zones.push({ id: `${h.id}-Z${f}w`, name: '等候区', kind: 'facility', floor: f, x: 4, y: 30, w: 40, h: 26 });
      zones.push({ id: `${h.id}-Z${f}s`, name: '自助服务区', kind: 'facility', floor: f, x: 48, y: 30, w: 24, h: 26 });
    }
    if (dept.length)
      zones.push({
        id: `${h.id}-Z${f}d`,
        name: '部门专窗区',
        kind: 'service',
        floor: f,
        x: front.length ? 64 : 4,
        y: 4,
        w: front.length ? 32 : 60,
        h: 22,
      });
    if (f === h.floors && h.floors > 1)
      zones.push({ id: `${h.id}-Z${f}o`, name: '一件事专区', kind: 'oneThing', floor: f, x: 4, y: 30, w: 44, h: 26 });
    if (f === 1) zones.push({ id: `${h.id}-Z${f}m`, name: '母婴室', kind: 'facility', floor: f, x: 76, y: 30, w: 20, h: 12 });
    if (f === 1 && !dept.length)
      zones.push({ id: `${h.id}-Z${f}g`, name: '帮办代办区', kind: 'service', floor: f, x: 64, y: 4, w: 32, h: 22 });
    const place = (list: WindowRow[], zone: PlanZone | undefined) =>
      list.forEach((w, i) => {
        if (!zone) return;
        const step = zone.w / (list.length + 1);
        placed.push({
          id: w.id,
          number: w.number,
          name: w.name,
          kind: w.kind,
          status: w.status,
          floor: f,
          zoneId: zone.id,
          x: zone.x + step * (i + 1),
          y: zone.y + 8,
        });
      });
    place(
      front,
      zones.find((z) => z.floor === f && z.name === '综合受理区'),
    );
    place(
      dept,
      zones.find((z) => z.floor === f && (z.name === '部门专窗区' || z.name === '帮办代办区')),
    );
  }
  return {
    floors: Array.from({ length: h.floors }, (_, i) => ({
      floor: i + 1,
      name: `${i + 1}F`,
      zones: zones.filter((z) => z.floor === i + 1),
      windows: placed.filter((w) => w.floor === i + 1),
    })),
  };
}

/** The matters a window takes: its department's at the hall, or every matter of the hall for a comprehensive window. */
export function mattersOfWindow(w: WindowRow) {
  return matters
    .filter((m) => m.windowIds.includes(w.id))
    .map(({ id, name, category, departmentName, online }) => ({ id, name, category, departmentName, online }));
}

const PHOTO_TITLES = ['大厅外景', '综合受理区', '等候区', '自助服务区', '部门专窗区', '母婴室', '帮办代办区', '一件事专区'];
const PHOTO_COLOURS = ['#1d5fb8', '#2a7a4b', '#8a4b0f', '#5b3f99', '#a32b38', '#0f6f7a', '#4a5568', '#7a5a0f'];

function svgPhoto(title: string, hallName: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420"><rect width="640" height="420" fill="${colour}"/><rect x="40" y="160" width="560" height="200" fill="#fff" opacity=".18"/><rect x="80" y="200" width="80" height="120" fill="#fff" opacity=".3"/><rect x="200" y="200" width="80" height="120" fill="#fff" opacity=".3"/><rect x="320" y="200" width="80" height="120" fill="#fff" opacity=".3"/><rect x="440" y="200" width="80" height="120" fill="#fff" opacity=".3"/><text x="320" y="90" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${title}</text><text x="320" y="140" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${hallName}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The photos a hall publishes when first seeded (4 to 8): title and the colour they are drawn in. */
export function seedHallPhotos(h: HallRow) {
  const count = 4 + pickN(`${h.id}photos`, 5);
  return PHOTO_TITLES.slice(0, count).map((title, i) => ({ id: `${h.id}-P${i}`, hallId: h.id, order: i, title, colour: PHOTO_COLOURS[i] }));
}

/** A stored photo as the gallery shows it (drawn by the emulator: there are no real photographs offline). */
export function photoView(p: { id: string; title: string; colour: string }, hallName: string) {
  return { id: p.id, title: p.title, url: svgPhoto(p.title, hallName, p.colour) };
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];
const GIVEN = ['静', '敏', '伟', '芳', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '霞'];

/**
 * The member of staff at each staffed window of a hall (the consultation desk has none), with the
 * ratings they had before the app's own records: how many, their sum of levels (1-5) and how many
 * were 非常满意. 服务之星 adds the 好差评 ratings of the rating tables to these.
 */
export function seedWindowStaff(h: HallRow, among: readonly WindowRow[] = windows.all()) {
  return among
    .filter((w) => w.hallId === h.id && w.kind !== 'consult')
    .map((w, i) => {
      const key = `${w.id}staff`;
      const priorCount = 12 + pickN(`${key}n`, 60);
      const average = 4.3 + hashUnit(`${key}s`) * 0.65;
      return {
        id: `${w.id}-S`,
        windowId: w.id,
        hallId: h.id,
        name: `${SURNAMES[pickN(`${key}a`, SURNAMES.length)]}${GIVEN[pickN(`${key}b`, GIVEN.length)]}${i % 3 === 0 ? GIVEN[pickN(`${key}c`, GIVEN.length)] : ''}`,
        priorCount,
        priorSum: Math.round(average * priorCount),
        priorFives: Math.round(priorCount * Math.min(1, average - 4)),
      };
    });
}

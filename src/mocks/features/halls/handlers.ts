import type { Doorplate, WindowActual } from '@/contract/hall';
import { clock } from '@/mocks/clock';
import { areas, departments, halls, matters, notices, windows, type HallRow } from '@/mocks/db/tables';
import { batch, newId } from '@/mocks/db/store';
import { fail, handle as gatewayHandle, required, type Ctx } from '@/mocks/gateway';
import { addDays, dayKey, hashUnit, isWorkingDay, minuteOfDay, queuesOf, simulate, weekdayName } from '@/mocks/features/queue';
import { oneThings } from '@/mocks/features/matters';
import { floorPlan, hallFacts, mattersOfWindow, photoView } from './details';
import { staffStars } from './stars';
import { hallLive, liveHall, type BusyLevel } from './live';
import { doorplateFollows, doorplates, hallPhotos, type DoorplateFollowRow, type DoorplateRow } from './tables';
import { fromWgs84, geocode } from './geo';

const BUSY_RANK: Record<BusyLevel, number> = { idle: 0, normal: 1, busy: 2 };

function inside(code: string, root: string): boolean {
  if (root.endsWith('0000')) return code.startsWith(root.slice(0, 2));
  if (root.endsWith('00')) return code.startsWith(root.slice(0, 4));
  return code === root;
}

function areaOrFail(code: string) {
  const a = areas.get(code === '120200' ? '120100' : code);
  if (!a) fail('未找到该区域信息', 404);
  return a!;
}

function hallOrFail(id: string): HallRow {
  const h = halls.get(id);
  if (!h) fail('未找到该大厅', 404);
  return h as HallRow;
}

function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const v = Number(raw);
  return Number.isFinite(v) && Math.abs(v) <= limit ? v : null;
}

function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** The matters a hall takes (the catalogue's handling halls). */
const mattersOfHall = (h: HallRow) => matters.filter((m) => m.hallIds.includes(h.id));

/**
 * A less crowded hall near a crowded one that handles the same matter (the same catalogue
 * template; any matter when none is named), or null when the hall is not crowded.
 */
function alternativeFor(h: HallRow, busy: BusyLevel, now: number, templateNo: number | null) {
  if (busy !== 'busy') return null;
  const candidates = halls
    .filter((o) => o.id !== h.id)
    .filter((o) => templateNo === null || Boolean(matters.find((m) => m.templateNo === templateNo && m.hallIds.includes(o.id))))
    .map((o) => ({ hall: o, live: hallLive(o, now), distance: metres(h, o) }))
    .filter((c) => c.live.openNow && BUSY_RANK[c.live.busy] < BUSY_RANK[busy])
    .sort((a, b) => a.distance - b.distance);
  const best = candidates[0];
  return best
    ? { id: best.hall.id, name: best.hall.name, busy: best.live.busy, waiting: best.live.waiting, distance: best.distance }
    : null;
}

/** A hall's published photos, in their order. */
const photosOf = (h: HallRow) =>
  hallPhotos
    .filter((p) => p.hallId === h.id)
    .sort((a, b) => a.order - b.order)
    .map((p) => photoView(p, h.name));

function doorplateView(d: DoorplateRow): Doorplate {
  const hall = halls.get(d.hallId);
  return { ...d, hallName: hall?.name ?? '' };
}

function followView(f: DoorplateFollowRow) {
  const d = doorplates.get(f.doorplateId);
  return d
    ? { id: f.id, alias: f.alias, remark: f.remark, createdAt: f.createdAt, updatedAt: f.updatedAt, doorplate: doorplateView(d) }
    : null;
}

function followInput(body: Record<string, unknown>) {
  const alias = String(body.alias ?? '').trim();
  const remark = String(body.remark ?? '').trim();
  if (!alias) fail('门牌名称不能为空');
  if (alias.length > 20) fail('门牌名称不能超过20字');
  if (remark.length > 100) fail('备注不能超过100字');
  return { alias, remark };
}

/** Visits (numbers taken), average wait and rating of a past day: seeded per hall and day. */
function pastDay(h: HallRow, day: string) {
  const open = isWorkingDay(day);
  const base = 60 + h.windowCount * 6;
  const visits = open ? Math.round(base * (0.6 + hashUnit(`${h.id}${day}v`) * 0.8)) : 0;
  return {
    visits,
    avgWait: open ? Math.round(5 + hashUnit(`${h.id}${day}w`) * 25) : 0,
    rating: open ? Math.round((4.2 + hashUnit(`${h.id}${day}r`) * 0.75) * 100) / 100 : null,
  };
}

/** Today so far, from the queue emulator: numbers handed out and people served on the clock. */
function today(h: HallRow, now: number) {
  const day = dayKey(now);
  const rows = queuesOf(h).map((q) => ({ q, row: simulate(h, q, day, now) }));
  const visits = rows.reduce((n, r) => n + (r.row.simulatedTo > 0 && isWorkingDay(day) ? r.row.issued : 0), 0);
  const seeded = pastDay(h, day);
  return { visits, avgWait: visits ? seeded.avgWait : 0, rating: visits ? seeded.rating : null };
}

function statistics(h: HallRow, range: string, now: number) {
  const day = dayKey(now);
  if (range === 'week') {
    return Array.from({ length: 8 }, (_, i) => {
      const days = Array.from({ length: 7 }, (_, k) => addDays(day, -7 * (7 - i) - k));
      const all = days.map((d) => pastDay(h, d));
      const open = all.filter((x) => x.visits > 0);
      const visits = all.reduce((n, x) => n + x.visits, 0);
      return {
        label: `${days[6].slice(5)}起`,
        visits,
        avgWait: open.length ? Math.round(open.reduce((n, x) => n + x.avgWait * x.visits, 0) / visits) : 0,
        rating: open.length ? Math.round((open.reduce((n, x) => n + (x.rating ?? 0), 0) / open.length) * 100) / 100 : null,
      };
    });
  }
  return Array.from({ length: 14 }, (_, i) => {
    const d = addDays(day, i - 13);
    const v = d === day ? today(h, now) : pastDay(h, d);
    return { label: `${d.slice(5)} ${weekdayName(d)}`, ...v };
  });
}

const SERVICE_ZONES: [string, RegExp, string][] = [
  ['社保医保专区', /社保|医保/, '社会保险、医疗保障业务集中办理'],
  ['户籍证件专区', /户籍|出入境|居住/, '户籍、居住证、出入境证件办理'],
  ['企业开办专区', /企业|开办|市场/, '企业设立、变更、注销一站式办理'],
  ['公积金专区', /公积金/, '住房公积金缴存、提取、贷款'],
  ['不动产登记专区', /不动产/, '不动产登记、查询和证明'],
  ['婚姻登记与社会救助专区', /婚姻|救助|民政/, '婚姻登记、社会救助、养老服务'],
  ['税务专区', /税/, '个人所得税、发票、税务登记'],
];

/** A gateway endpoint whose queue updates (one row per queue brought up to date) are saved once. */
const handle = (method: Parameters<typeof gatewayHandle>[0], path: string, resolver: (ctx: Ctx) => unknown) =>
  gatewayHandle(method, path, (ctx) => batch(() => resolver(ctx)));

export const handlers = [
  handle('get', '/service-xzyd/hall/anon/portal', ({ query }) => {
    const h = hallOrFail(required(query.get('id'), '大厅编号'));
    const now = clock.now();
    const live = hallLive(h, now);
    const plan = floorPlan(h);
    const photos = photosOf(h);
    const hallMatters = mattersOfHall(h).sort((a, b) => b.hot - a.hot);
    return {
      hall: { ...h, busy: live.busy, openNow: live.openNow, waiting: live.waiting },
      ...hallFacts(h),
      floors: plan.floors.map((f) => ({ floor: f.floor, name: f.name, zones: f.zones.map((z) => z.name) })),
      departments: departments.filter((d) => d.hallId === h.id).map(({ id, name, duty, phone }) => ({ id, name, duty, phone })),
      queues: live.queues,
      matters: hallMatters.slice(0, 8).map(({ id, name, category, online }) => ({ id, name, category, online })),
      matterCount: hallMatters.length,
      notices: notices
        .filter((n) => n.areaCode === h.areaCode || inside(h.areaCode, n.areaCode))
        .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
        .slice(0, 3),
      cover: photos[0] ?? null,
      photoCount: photos.length,
      alternative: alternativeFor(h, live.busy, now, null),
      serverTime: now,
    };
  }),
  handle('get', '/service-xzyd/hall/anon/photos', ({ query }) => {
    const h = hallOrFail(required(query.get('id'), '大厅编号'));
    return { hallName: h.name, photos: photosOf(h) };
  }),
  handle('get', '/service-xzyd/hall/anon/floorPlan', ({ query }) => {
    const h = hallOrFail(required(query.get('id'), '大厅编号'));
    const live = hallLive(h, clock.now());
    const byId = new Map(live.windows.map((w) => [w.id, w]));
    const plan = floorPlan(h);
    return {
      hall: { id: h.id, name: h.name, openNow: live.openNow },
      floors: plan.floors.map((f) => ({
        ...f,
        windows: f.windows.map((w) => ({ ...w, status: byId.get(w.id)?.status ?? w.status, waiting: byId.get(w.id)?.waiting ?? 0 })),
      })),
    };
  }),
  handle('get', '/service-xzyd/hall/anon/window', ({ query }) => {
    const w = windows.get(required(query.get('id'), '窗口编号'));
    if (!w) fail('未找到该窗口', 404);
    const win = w!;
    const h = hallOrFail(win.hallId);
    const live = hallLive(h, clock.now()).windows.find((x) => x.id === win.id);
    const queue = hallLive(h, clock.now()).queues.find((q) => q.code === live?.queueCode) ?? null;
    const dept = win.departmentId ? departments.get(win.departmentId) : undefined;
    return {
      window: { ...live, departmentId: win.departmentId, departmentName: dept?.name ?? null },
      hall: { id: h.id, name: h.name },
      queue,
      matters: mattersOfWindow(win),
    };
  }),
  handle('get', '/service-xzyd/hall/anon/windowActual', ({ query }) => {
    const h = hallOrFail(required(query.get('id'), '大厅编号'));
    const now = clock.now();
    const live = hallLive(h, now);
    return {
      hall: { id: h.id, name: h.name, openHours: h.openHours },
      serverTime: now,
      minute: minuteOfDay(now),
      ...live,
    } satisfies WindowActual;
  }),
  handle('get', '/service-xzyd/hall/anon/statistics', ({ query }) => {
    const h = hallOrFail(required(query.get('id'), '大厅编号'));
    const range = query.get('range') || 'day';
    if (range !== 'day' && range !== 'week') fail('统计周期不正确');
    return { hall: { id: h.id, name: h.name }, range, points: statistics(h, range, clock.now()) };
  }),
  handle('get', '/service-xzyd/hall/anon/handling', ({ query }) => {
    const area = areaOrFail(required(query.get('areaCode'), '区域编码'));
    const keyword = required(query.get('keyword'), '事项名称').trim();
    const found = matters.filter(
      (m) => inside(m.areaCode, area.code) && (m.name.includes(keyword) || m.aliases.some((a) => a.includes(keyword))),
    );
    const byHall = new Map<string, { id: string; name: string }[]>();
    for (const m of found) for (const id of m.hallIds) byHall.set(id, [...(byHall.get(id) ?? []), { id: m.id, name: m.name }]);
    return [...byHall.entries()].map(([hallId, list]) => ({ hallId, matters: list }));
  }),
  handle('get', '/service-xzyd/hall/anon/nearbyHandle', ({ query }) => {
    const area = areaOrFail(required(query.get('areaCode'), '区域编码'));
    const keyword = required(query.get('keyword'), '事项名称').trim();
    const lat = coordinate(query.get('lat'), 90);
    const lng = coordinate(query.get('lng'), 180);
    const from = lat !== null && lng !== null ? { lat, lng } : null;
    const now = clock.now();
    const found = matters.filter((m) => inside(m.areaCode, area.code) && m.name.includes(keyword));
    const hallIds = new Set(found.flatMap((m) => m.hallIds));
    return halls
      .filter((h) => hallIds.has(h.id))
      .map((h) => {
        const m = found.find((x) => x.hallIds.includes(h.id))!;
        const live = liveHall(h, now);
        return {
          ...live,
          distance: from ? metres(from, h) : null,
          matter: { id: m.id, name: m.name },
          alternative: alternativeFor(h, live.busy, now, m.templateNo),
        };
      })
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || BUSY_RANK[a.busy] - BUSY_RANK[b.busy]);
  }),
  handle('get', '/service-xzyd/hall/anon/staffStars', ({ query }) => {
    const area = areaOrFail(required(query.get('areaCode'), '区域编码'));
    const hallId = query.get('hallId');
    const size = Number(query.get('size') || 20);
    if (!Number.isInteger(size) || size < 1 || size > 100) fail('数量不正确');
    const hallIds = new Set(halls.filter((h) => inside(h.areaCode, area.code) && (!hallId || h.id === hallId)).map((h) => h.id));
    return staffStars(hallIds, size);
  }),
  handle('get', '/service-xzyd/hall/anon/phones', ({ query }) => {
    const area = areaOrFail(required(query.get('areaCode'), '区域编码'));
    return halls
      .filter((h) => inside(h.areaCode, area.code))
      .map((h) => ({
        hallId: h.id,
        hallName: h.name,
        phones: [
          { name: '大厅咨询', phone: h.phone },
          ...departments.filter((d) => d.hallId === h.id).map((d) => ({ name: d.name, phone: d.phone })),
        ],
      }));
  }),
  handle('get', '/service-xzyd/zone/anon/list', ({ query }) => {
    const area = areaOrFail(required(query.get('areaCode'), '区域编码'));
    const type = query.get('type') || 'service';
    const areaHalls = halls.filter((h) => inside(h.areaCode, area.code));
    if (type === 'oneThing') {
      const zoneHalls = areaHalls.filter((h) => h.floors > 1);
      return oneThings.all().map((o) => ({
        id: o.id,
        name: o.name,
        description: o.description,
        promiseDays: o.promiseDays,
        halls: zoneHalls.map((h) => ({ id: h.id, name: h.name, place: `${h.floors}楼一件事专区` })),
      }));
    }
    if (type !== 'service') fail('专区类型不正确');
    const areaMatters = matters.filter((m) => inside(m.areaCode, area.code));
    return SERVICE_ZONES.map(([name, re, description], i) => {
      const list = areaMatters.filter((m) => re.test(m.category) || re.test(m.departmentName));
      const hallIds = new Set(list.flatMap((m) => m.hallIds));
      return {
        id: `SZ${i}`,
        name,
        description,
        matterCount: list.length,
        matters: list
          .sort((a, b) => b.hot - a.hot)
          .slice(0, 6)
          .map(({ id, name: n }) => ({ id, name: n })),
        halls: areaHalls.filter((h) => hallIds.has(h.id)).map((h) => ({ id: h.id, name: h.name, place: '1楼综合受理区' })),
      };
    }).filter((z) => z.matterCount > 0);
  }),
  handle('get', '/service-xzyd/department/anon/detail', ({ query }) => {
    const d = departments.get(required(query.get('id'), '部门编号'));
    if (!d) fail('未找到该部门', 404);
    const dept = d!;
    const h = hallOrFail(dept.hallId);
    const live = hallLive(h, clock.now());
    return {
      ...dept,
      hall: { id: h.id, name: h.name, address: h.address, openHours: h.openHours },
      windows: live.windows.filter((w) => windows.get(w.id)?.departmentId === dept.id || w.kind === 'comprehensive'),
      matters: matters.filter((m) => m.departmentId === dept.id).map(({ id, name, category, online }) => ({ id, name, category, online })),
    };
  }),
  handle('get', '/service-xzyd/doorplate/anon/search', ({ query }) => {
    const area = areaOrFail(required(query.get('areaCode'), '区域编码'));
    const keyword = (query.get('keyword') ?? '').trim();
    return doorplates
      .filter((d) => inside(d.areaCode, area.code))
      .filter((d) => !keyword || d.name.includes(keyword) || d.address.includes(keyword) || d.services.some((s) => s.includes(keyword)))
      .map(doorplateView);
  }),
  handle('get', '/service-xzyd/doorplate/anon/detail', ({ query }) => {
    const d = doorplates.get(required(query.get('id'), '门牌编号'));
    if (!d) fail('未找到该门牌', 404);
    return doorplateView(d!);
  }),
  // The spec's doorplate addresses under the assistant agent: the doorplates a user follows.
  handle('get', '/assistagent/owBizAssistagent/anon/authentication/doorplate/list', ({ requireSession }) => {
    const s = requireSession();
    return doorplateFollows
      .filter((f) => f.userId === s.userId)
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .flatMap((f) => {
        const v = followView(f);
        return v ? [v] : [];
      });
  }),
  handle('post', '/assistagent/owBizAssistagent/anon/authentication/doorplate/add', ({ body, requireSession }) => {
    const s = requireSession();
    const doorplateId = required(body.doorplateId, '门牌');
    if (!doorplates.get(doorplateId)) fail('未找到该门牌', 404);
    const input = followInput(body);
    if (doorplateFollows.find((f) => f.userId === s.userId && f.doorplateId === doorplateId)) fail('您已关注该门牌', 4094);
    if (doorplateFollows.filter((f) => f.userId === s.userId).length >= 20) fail('最多关注20个门牌');
    const now = clock.now();
    return followView(
      doorplateFollows.insert({ id: newId('DF'), userId: s.userId, doorplateId, ...input, createdAt: now, updatedAt: now }),
    );
  }),
  handle('put', '/assistagent/owBizAssistagent/anon/authentication/doorplate/edit', ({ body, requireSession }) => {
    const s = requireSession();
    const f = doorplateFollows.get(required(body.id, '门牌地址编号'));
    if (!f || f.userId !== s.userId) fail('未找到该门牌地址', 404);
    return followView(doorplateFollows.update(f!.id, { ...followInput(body), updatedAt: clock.now() })!);
  }),
  handle('delete', '/assistagent/owBizAssistagent/anon/authentication/doorplate/delete', ({ query, requireSession }) => {
    const s = requireSession();
    const f = doorplateFollows.get(required(query.get('id'), '门牌地址编号'));
    if (!f || f.userId !== s.userId) fail('未找到该门牌地址', 404);
    doorplateFollows.remove(f!.id);
    return { id: f!.id };
  }),
  // The maps service proxy (AMap web service answers, served offline from the city's own data).
  handle('get', '/map-proxy/anon/geocode', ({ query }) => {
    const address = required(query.get('address'), '地址').trim();
    const city = query.get('city') || '120000';
    return geocode(address, city);
  }),
  handle('get', '/map-proxy/anon/convert', ({ query }) => {
    const raw = required(query.get('locations'), '坐标');
    const coordsys = query.get('coordsys') || 'gps';
    if (coordsys !== 'gps') fail('仅支持GPS坐标转换');
    const points = raw.split('|').map((p) => p.split(',').map(Number));
    if (
      !points.length ||
      points.length > 40 ||
      points.some((p) => p.length !== 2 || !p.every(Number.isFinite) || Math.abs(p[0]) > 180 || Math.abs(p[1]) > 90)
    )
      fail('坐标格式不正确');
    return {
      status: '1',
      locations: points
        .map(([lng, lat]) =>
          fromWgs84(lng, lat)
            .map((v) => v.toFixed(6))
            .join(','),
        )
        .join('|'),
    };
  }),
];

import { areas, attrs, halls, matters, notices, type AreaRow } from '@/mocks/db/tables';
import { clock } from '@/mocks/clock';
import { batch } from '@/mocks/db/store';
import { fail, handle, required } from '@/mocks/gateway';
import { liveHall } from '@/mocks/features/halls';

function inside(code: string, root: string): boolean {
  const lvl = root === '000000' ? 0 : root.endsWith('0000') ? 1 : root.endsWith('00') ? 2 : 3;
  const prefix = [0, 2, 4, 6][lvl];
  return code.startsWith(root.slice(0, prefix));
}

/** A query coordinate as a number within ±limit, or null when missing or not a number. */
function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const v = Number(raw);
  return Number.isFinite(v) && Math.abs(v) <= limit ? v : null;
}

/** Great-circle distance in metres; the emulator keeps its own copy of the app's formula. */
function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function areaItem(a: AreaRow) {
  return { text: a.name, value: a.code, hallLevel: a.level };
}

function position(a: AreaRow) {
  return { adcode: a.code, district: a.name, level: a.level, parentNodeId: a.parent ?? '', lat: a.lat, lng: a.lng, status: 1 };
}

function areaOrFail(code: string): AreaRow {
  const normalized = code === '120200' ? '120100' : code;
  const a = areas.get(normalized);
  if (!a) fail('未找到该区域信息（fixedArea）', 404);
  return a as AreaRow;
}

interface TreeNode {
  text: string;
  value: string;
  hallLevel: number;
  children?: TreeNode[];
}

function tree(code: string): TreeNode {
  const a = areaOrFail(code);
  const children = areas.filter((c) => c.parent === code).map((c) => tree(c.code));
  return { ...areaItem(a), ...(children.length ? { children } : {}) };
}

export const handlers = [
  handle('get', '/area/sysArea/anon/subRegion', ({ query }) => {
    const parentId = required(query.get('parentId'), '上级区域');
    areaOrFail(parentId);
    return areas.filter((a) => a.parent === parentId).map(areaItem);
  }),
  handle('get', '/area/sysArea/anon/getRegion', ({ query }) => position(areaOrFail(required(query.get('id'), '区域编码')))),
  handle('get', '/area/sysArea/anon/regionTree', ({ query }) => tree(query.get('rootId') || '120000')),
  handle('get', '/attr/owBizObjAttr/anon/batchGet', ({ query }) => {
    const objId = required(query.get('objId'), 'objId');
    const objType = required(query.get('objType'), 'objType');
    const names = required(query.get('attrs'), 'attrs').split(',');
    const out: Record<string, string | null> = {};
    for (const name of names)
      out[name] = attrs.find((r) => r.objId === objId && r.objType === objType && r.attrName === name)?.attrValue ?? null;
    return out;
  }),
  handle('get', '/service-xzyd/attr/owBizObjAttr/anon/authentication/list', ({ query }) => {
    const objId = required(query.get('objId'), 'objId');
    const objType = required(query.get('objType'), 'objType');
    const attrName = query.get('attrName');
    return attrs
      .filter((r) => r.objId === objId && r.objType === objType && (!attrName || r.attrName === attrName))
      .map(({ attrName: n, attrValue }) => ({ attrName: n, attrValue }));
  }),
  handle('get', '/service-xzyd/hall/anon/list', ({ query }) => {
    const area = areaOrFail(required(query.get('areaCode'), '区域编码'));
    const keyword = query.get('keyword') ?? '';
    const now = clock.now();
    // Live crowding brings every hall's queues up to date: saved once for the whole list.
    return batch(() =>
      halls
        .filter((h) => inside(h.areaCode, area.code) && (!keyword || h.name.includes(keyword) || h.address.includes(keyword)))
        .map((h) => liveHall(h, now)),
    );
  }),
  handle('get', '/service-xzyd/hall/anon/nearby', ({ query }) => {
    const lat = coordinate(query.get('lat'), 90);
    const lng = coordinate(query.get('lng'), 180);
    if (lat === null || lng === null) fail('经纬度获取失败');
    const radius = Number(query.get('radius') || 20_000);
    const from = { lat: lat as number, lng: lng as number };
    return batch(() => halls.all().map((h) => ({ ...liveHall(h, clock.now()), distance: Math.round(haversine(from, h)) })))
      .filter((h) => h.distance <= (Number.isFinite(radius) && radius > 0 ? radius : 20_000))
      .sort((a, b) => a.distance - b.distance);
  }),
  handle('get', '/service-xzyd/hall/anon/detail', ({ query }) => {
    const hall = halls.get(required(query.get('id'), '大厅编号'));
    if (!hall) fail('未找到该大厅', 404);
    return liveHall(hall!, clock.now());
  }),
  handle('get', '/service-xzyd/notice/anon/list', ({ query }) => {
    const area = areaOrFail(required(query.get('areaCode'), '区域编码'));
    const own = notices.filter((n) => n.areaCode === area.code);
    const parents = notices.filter((n) => n.areaCode !== area.code && inside(area.code, n.areaCode));
    return [...own, ...parents].sort((a, b) => b.publishDate.localeCompare(a.publishDate)).slice(0, Number(query.get('size') || 5));
  }),
  handle('get', '/service-xzyd/matter/anon/hot', ({ query }) => {
    const area = areaOrFail(required(query.get('areaCode'), '区域编码'));
    return matters
      .filter((m) => m.areaCode === area.code)
      .sort((a, b) => b.hot - a.hot)
      .slice(0, Number(query.get('size') || 6))
      .map(({ id, name, category, departmentName, online, hot }) => ({ id, name, category, departmentName, online, hot }));
  }),
];

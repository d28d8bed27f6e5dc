import { clock } from '@/mocks/clock';
import { areas, attrs, type ServiceEntry } from '@/mocks/db/tables';
import { defineTable, type Row } from '@/mocks/db/store';
import { fail, handle, required } from '@/mocks/gateway';

/** A user's own home grid in one area: the entry keys in their order. */
export interface HomeLayoutRow extends Row {
  /** `${userId}:${areaCode}` */
  id: string;
  userId: string;
  areaCode: string;
  keys: string[];
  updatedAt: number;
}

export const homeLayouts = defineTable<HomeLayoutRow>('homeLayouts');

export const MAX_HOME_ENTRIES = 16;

function attr<T>(areaCode: string, name: string, fallback: T): T {
  const raw = attrs.find((r) => r.objType === 'area' && r.objId === areaCode && r.attrName === name)?.attrValue;
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function areaOf(raw: unknown): string {
  const code = required(raw, '区域编码');
  const normalized = code === '120200' ? '120100' : code;
  if (!areas.get(normalized)) fail('未找到该区域信息（fixedArea）', 404);
  return normalized;
}

/** The area's default home entries and every entry its menus offer (home grid first). */
function offer(areaCode: string): { defaults: ServiceEntry[]; available: ServiceEntry[] } {
  const defaults = attr<{ entries: ServiceEntry[] }>(areaCode, 'home_sys_area_config', { entries: [] }).entries;
  const second = attr<{ groups: { entries: ServiceEntry[] }[] }>(areaCode, 'second_sys_area_config', { groups: [] }).groups.flatMap(
    (g) => g.entries,
  );
  const available = [...defaults];
  for (const e of second) if (!available.some((a) => a.key === e.key)) available.push(e);
  return { defaults, available };
}

function answer(userId: string, areaCode: string) {
  const { defaults, available } = offer(areaCode);
  const own = homeLayouts.get(`${userId}:${areaCode}`);
  // Entries the area stopped offering drop out of a saved layout.
  const entries = own ? own.keys.flatMap((k) => available.filter((e) => e.key === k)) : defaults;
  return { custom: Boolean(own), entries, defaults, available };
}

export const handlers = [
  /** The user's home entries in an area (their own order, else the area's default) and what can be added. */
  handle('get', '/service-xzyd/homeLayout/get', ({ query, requireSession }) =>
    answer(requireSession().userId, areaOf(query.get('areaCode'))),
  ),

  /** Saves the user's entries for an area: known keys only, no repeats, 1 to 16 of them. */
  handle('post', '/service-xzyd/homeLayout/save', ({ body, requireSession }) => {
    const session = requireSession();
    const areaCode = areaOf(body.areaCode);
    if (!Array.isArray(body.keys)) fail('首页服务不能为空');
    const keys = (body.keys as unknown[]).map(String);
    if (keys.length === 0) fail('首页至少保留一项服务');
    if (keys.length > MAX_HOME_ENTRIES) fail(`首页最多放${MAX_HOME_ENTRIES}项服务`);
    if (new Set(keys).size !== keys.length) fail('首页服务不能重复');
    const { available } = offer(areaCode);
    const unknown = keys.find((k) => !available.some((e) => e.key === k));
    if (unknown) fail(`本区域没有该服务：${unknown}`);
    const id = `${session.userId}:${areaCode}`;
    const row = { id, userId: session.userId, areaCode, keys, updatedAt: clock.now() };
    if (homeLayouts.get(id)) homeLayouts.update(id, row);
    else homeLayouts.insert(row);
    return answer(session.userId, areaCode);
  }),

  /** Back to the area's default entries. */
  handle('post', '/service-xzyd/homeLayout/reset', ({ body, requireSession }) => {
    const session = requireSession();
    const areaCode = areaOf(body.areaCode);
    homeLayouts.remove(`${session.userId}:${areaCode}`);
    return answer(session.userId, areaCode);
  }),
];

import { clock } from '@/mocks/clock';
import { halls, matters } from '@/mocks/db/tables';
import { newId } from '@/mocks/db/store';
import { fail, handle, required } from '@/mocks/gateway';
import { collections, type CollectionRow, type CollectionType } from './tables';

const TYPES: CollectionType[] = ['matter', 'guide', 'hall'];

function typeOf(raw: unknown): CollectionType {
  const type = required(raw, '收藏类型') as CollectionType;
  if (!TYPES.includes(type)) fail('收藏类型不正确');
  return type;
}

/** What the list shows of a collected thing, read from the city's tables now (names change). */
function describe(row: CollectionRow) {
  if (row.type === 'hall') {
    const hall = halls.get(row.targetId);
    return hall ? { title: hall.name, subtitle: hall.address } : null;
  }
  const matter = matters.get(row.targetId);
  if (!matter) return null;
  return row.type === 'guide'
    ? { title: `${matter.name}办事指南`, subtitle: matter.departmentName }
    : { title: matter.name, subtitle: `${matter.departmentName} · ${matter.category}` };
}

function targetExists(type: CollectionType, id: string): boolean {
  return type === 'hall' ? Boolean(halls.get(id)) : Boolean(matters.get(id));
}

export const handlers = [
  /** The user's collection, newest first; `type` filters. Things gone from the city are left out. */
  handle('get', '/service-xzyd/collection/list', ({ query, requireSession }) => {
    const session = requireSession();
    const type = query.get('type');
    return collections
      .filter((c) => c.userId === session.userId && (!type || c.type === type))
      .sort((a, b) => b.createdAt - a.createdAt)
      .flatMap((c) => {
        const d = describe(c);
        return d ? [{ id: c.id, type: c.type, targetId: c.targetId, createdAt: c.createdAt, ...d }] : [];
      });
  }),

  /** Whether the user collected one thing. */
  handle('get', '/service-xzyd/collection/status', ({ query, requireSession }) => {
    const session = requireSession();
    const type = typeOf(query.get('type'));
    const targetId = required(query.get('targetId'), '收藏对象');
    return { collected: Boolean(collections.find((c) => c.userId === session.userId && c.type === type && c.targetId === targetId)) };
  }),

  /** Collects a thing (once: collecting it again changes nothing). */
  handle('post', '/service-xzyd/collection/add', ({ body, requireSession }) => {
    const session = requireSession();
    const type = typeOf(body.type);
    const targetId = required(body.targetId, '收藏对象');
    if (!targetExists(type, targetId)) fail('收藏的内容不存在', 404);
    const existing = collections.find((c) => c.userId === session.userId && c.type === type && c.targetId === targetId);
    if (!existing) collections.insert({ id: newId('FAV'), userId: session.userId, type, targetId, createdAt: clock.now() });
    return { collected: true };
  }),

  /** Removes a thing from the collection (removing what is not there is not an error). */
  handle('post', '/service-xzyd/collection/remove', ({ body, requireSession }) => {
    const session = requireSession();
    const type = typeOf(body.type);
    const targetId = required(body.targetId, '收藏对象');
    const row = collections.find((c) => c.userId === session.userId && c.type === type && c.targetId === targetId);
    if (row) collections.remove(row.id);
    return { collected: false };
  }),
];

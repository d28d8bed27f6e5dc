import type { CaseEvent, CaseMaterial, CaseStage } from '@/contract/online';
import { areas, matters, type MatterRow } from '@/mocks/db/tables';
import { oneThings } from '@/mocks/features/matters';
import type { CaseState } from './lifecycle';

/**
 * 一件事 online: a bundle (matters catalogue `oneThings`) is applied for like one matter, with its
 * single materials list; the application becomes a combined (parent) case and one sub-case per
 * member matter. Staff review each sub-case on the clock; the parent follows its children.
 */

export const isOneThingId = (id: string) => /^OT\d+$/.test(id);

/** The member matter of a catalogue template in an area (the area's own, its parent's, else any). */
function memberOf(templateNo: number, areaCode: string): MatterRow | undefined {
  const rows = matters.filter((m) => m.templateNo === templateNo);
  const area = areas.get(areaCode);
  return rows.find((m) => m.areaCode === areaCode) ?? rows.find((m) => m.areaCode === area?.parent) ?? rows[0];
}

export function oneThingMembers(id: string, areaCode: string): MatterRow[] {
  const o = oneThings.get(id);
  if (!o) return [];
  return o.templates.map((t) => memberOf(t, areaCode)).filter((m): m is MatterRow => Boolean(m));
}

/**
 * The bundle as a matter the application reads (implOnline info, material info, the general form):
 * its own materials list (a material named …（…的） applies only in that case), the first member's
 * hall and window, online.
 */
export function oneThingMatter(id: string, areaCode = '120100'): MatterRow | undefined {
  const o = oneThings.get(id);
  const members = oneThingMembers(id, areaCode);
  if (!o || members.length === 0) return undefined;
  const first = members[0];
  return {
    ...first,
    id: o.id,
    name: o.name,
    code: o.id,
    templateNo: -1,
    category: o.category,
    departmentName: `${first.departmentName}等${members.length}个部门联办`,
    online: true,
    conditions: o.description,
    conditionList: [o.description],
    promiseDays: o.promiseDays,
    legalDays: Math.max(o.promiseDays, ...members.map((m) => m.legalDays)),
    fee: '不收费',
    visits: 0,
    crossProvince: null,
    needsCerts: [],
    issuesCert: null,
    materials: o.materials.map((name) => {
      const condition = /（(.+的)）$/.exec(name)?.[1] ?? null;
      return { name, copies: '1份', required: true, form: '纸质或电子', copyCount: 1, original: true, condition, sample: null, cert: null };
    }),
  };
}

const ORDER: CaseStage[] = ['received', 'accepted', 'reviewing', 'approved'];
const FINAL: CaseStage[] = ['approved', 'rejected'];

/** The parent's stage from its children's: any returned → returned; all final → approved unless all rejected; else the least advanced. */
export function parentStage(children: CaseStage[]): CaseStage {
  if (children.includes('returned')) return 'returned';
  if (children.every((s) => FINAL.includes(s))) return children.every((s) => s === 'rejected') ? 'rejected' : 'approved';
  const open = children.filter((s) => !FINAL.includes(s));
  return ORDER[Math.min(...open.map((s) => ORDER.indexOf(s)))];
}

type Child = Pick<CaseState, 'stage' | 'stageSince' | 'materials' | 'dueAt' | 'supplementDueAt' | 'acceptedAt'> & { matterName: string };

const EVENT: Partial<Record<CaseStage, { kind: CaseEvent['kind']; title: string }>> = {
  returned: { kind: 'returned', title: '材料需补正' },
  accepted: { kind: 'accepted', title: '已受理' },
  reviewing: { kind: 'reviewing', title: '审核中' },
  approved: { kind: 'approved', title: '已办结' },
  rejected: { kind: 'rejected', title: '不予受理' },
};

/**
 * What the parent becomes after its children moved (pure): its stage, deadlines, the state of each
 * shared material (returned when a child returned it), and an event when the stage changed. Null
 * when nothing changed.
 */
export function followChildren(parent: CaseState, children: Child[]): Partial<CaseState> | null {
  if (children.length === 0) return null;
  const stage = parentStage(children.map((c) => c.stage));
  const materials: CaseMaterial[] = parent.materials.map((m) => {
    const mine = children.map((c) => c.materials.find((x) => x.index === m.index)).filter((x): x is CaseMaterial => Boolean(x));
    const returned = mine.find((x) => x.status === 'returned');
    if (returned) return { ...m, status: 'returned', reason: returned.reason };
    if (mine.length && mine.every((x) => x.status === 'ok')) return { ...m, status: 'ok', reason: '' };
    return { ...m, status: m.status === 'returned' ? 'pending' : m.status, reason: m.status === 'returned' ? '' : m.reason };
  });
  const materialsChanged = JSON.stringify(materials) !== JSON.stringify(parent.materials);
  if (stage === parent.stage && !materialsChanged) return null;
  const patch: Partial<CaseState> = { materials };
  if (stage !== parent.stage) {
    const movers = children.filter((c) => c.stage === stage || (stage === 'approved' && FINAL.includes(c.stage)));
    const at = Math.max(parent.stageSince, ...movers.map((c) => c.stageSince));
    const supplementDueAt =
      stage === 'returned' ? Math.min(...children.flatMap((c) => (c.supplementDueAt ? [c.supplementDueAt] : []))) : null;
    const dues = children.flatMap((c) => (c.dueAt ? [c.dueAt] : []));
    const e = EVENT[stage];
    const which = children.filter((c) => c.stage === stage).map((c) => c.matterName);
    const note =
      stage === 'returned'
        ? `${materials
            .filter((m) => m.status === 'returned')
            .map((m) => `${m.name}：${m.reason}`)
            .join('；')}。补正一次，所有子办件一并重新预审。`
        : stage === 'approved'
          ? `${children.length}个子办件均已办结${children.some((c) => c.stage === 'rejected') ? '（部分不予受理）' : ''}。`
          : `子办件${which.join('、')}${e?.title ?? ''}。`;
    Object.assign(patch, {
      stage,
      stageSince: at,
      supplementDueAt: Number.isFinite(supplementDueAt) ? supplementDueAt : null,
      reminded: false,
      dueAt: dues.length ? Math.max(...dues) : parent.dueAt,
      acceptedAt: parent.acceptedAt ?? (ORDER.indexOf(stage) >= 1 ? at : null),
      events: e
        ? [...parent.events, { kind: e.kind, at, title: e.title, actor: '一件事联办窗口（自动）', place: parent.hallName, note }]
        : parent.events,
    });
  }
  return patch;
}

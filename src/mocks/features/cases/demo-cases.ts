import type { CaseEvent } from '@/contract/online';
import { clock } from '@/mocks/clock';
import { matters, type MatterRow } from '@/mocks/db/tables';
import type { SessionRow } from '@/mocks/gateway';
import { AUTO, PRE_REVIEW_MS } from './lifecycle';
import { DAY, hallOf, isoDay } from './matter';
import { cases, caseSeeded } from './tables';

/** A demo history per user: one 一件事 case of three sub-cases, handled three weeks ago. */
export function ensureDemoCases(session: SessionRow): void {
  if (caseSeeded.get(session.userId)) return;
  caseSeeded.insert({ id: session.userId });
  const names = ['出生登记', '社会保障卡申领', '生育津贴申领'];
  const ms = names.map((n) => matters.find((m) => m.areaCode === '120100' && m.name === n)).filter((m): m is MatterRow => !!m);
  if (ms.length === 0) return;
  const at = clock.now() - 21 * DAY;
  const applicant = { name: '张三', idcard: '120101199001010017', mobile: session.mobile || '13800138000' };
  const { hallName, windowName } = hallOf(ms[0]);
  const events = (t: number): CaseEvent[] => [
    { kind: 'submitted', at: t, title: '已提交申请', actor: '申请人', place: '网上办理', note: '' },
    {
      kind: 'accepted',
      at: t + PRE_REVIEW_MS,
      title: '已受理',
      actor: `受理人员（${hallName} ${windowName}）${AUTO}`,
      place: hallName,
      note: '材料齐全，予以受理。',
    },
    {
      kind: 'approved',
      at: t + 2 * DAY,
      title: '已办结',
      actor: `承办部门负责人${AUTO}`,
      place: hallName,
      note: '准予办理，办理结果已生成。',
    },
  ];
  const base = {
    userId: session.userId,
    departmentName: ms[0].departmentName,
    formId: 'F-GENERAL',
    formTitle: '政务服务事项申请表',
    applicant,
    form: { purpose: '新生儿出生，一次申请办理户口登记、社保卡和生育津贴', delivery: 'window' },
    submittedAt: at,
    stage: 'approved' as const,
    stageSince: at + 2 * DAY,
    materials: [],
    events: events(at),
    promiseDays: 5,
    acceptedAt: at + PRE_REVIEW_MS,
    dueAt: at + 7 * DAY,
    supplementDueAt: null,
    reminded: false,
    hallName,
    windowName,
    evaluationId: null,
    draftedAt: null,
  };
  const parentId = `CS-${session.userId}-ONE`;
  cases.insert({
    ...base,
    id: parentId,
    caseNo: `TJ${isoDay(at).replace(/-/g, '')}000010`,
    clientToken: `demo-${session.userId}`,
    matterId: ms[0].id,
    matterName: '新生儿出生“一件事”',
    kind: 'combined',
    parentId: null,
  });
  ms.forEach((m, i) =>
    cases.insert({
      ...base,
      id: `${parentId}-${i + 1}`,
      caseNo: `TJ${isoDay(at).replace(/-/g, '')}00001${i + 1}`,
      clientToken: `demo-${session.userId}-${i + 1}`,
      matterId: m.id,
      matterName: m.name,
      departmentName: m.departmentName,
      kind: 'sub',
      parentId,
    }),
  );
}

import type { CaseFile, CaseMaterial } from '@/contract/online';
import { clock } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import type { MatterRow } from '@/mocks/db/tables';
import { certificates } from '@/mocks/features/certificates';
import { storedFiles } from '@/mocks/features/oss/handlers';
import { realNames } from '@/mocks/features/profile';
import { ApiError, fail, handle, required, type SessionRow } from '@/mocks/gateway';
import { materialProblem, PRE_REVIEW_MS } from './lifecycle';
import { MAX_PAGES, materialsOf, matterOf, OP } from './matter';
import { preAudits, type PreAuditRow } from './tables';

/**
 * Materials: the pages and e-certificates a request sends, checked against the matter's list and
 * the user's own uploads; 材料预审 (a pre-review of some materials before applying), looked at by
 * staff on the clock.
 */

function fileOf(raw: unknown, session: SessionRow): CaseFile {
  const url = String(raw ?? '');
  const id = /\/oss\/files\/([^/]+)\//.exec(url)?.[1];
  const row = id ? storedFiles.get(id) : undefined;
  if (!row || row.ownerUserId !== session.userId) fail('材料文件不存在，请重新上传');
  return { fileId: row!.id, url, name: row!.name, size: row!.size, type: row!.type };
}

export interface MaterialInput {
  index: number;
  files: CaseFile[];
  certId: string | null;
  certName: string | null;
}

/** The materials a request sends, checked against the matter's list, files and certificates. */
export function readMaterials(m: MatterRow, raw: unknown, session: SessionRow): MaterialInput[] {
  if (!Array.isArray(raw)) fail('材料清单格式不正确');
  const list = materialsOf(m);
  const seen = new Set<number>();
  const holder = realNames.get(session.userId)?.canonical ?? null;
  return (raw as unknown[]).map((item) => {
    const x = (item ?? {}) as Record<string, unknown>;
    const index = Number(x.index);
    const spec = list[index];
    if (!Number.isInteger(index) || !spec) fail('材料不在该事项的材料清单中');
    if (seen.has(index)) fail(`材料重复：${spec.name}`);
    seen.add(index);
    const files = Array.isArray(x.files) ? x.files : [];
    if (files.length > MAX_PAGES) fail(`${spec.name}最多上传${MAX_PAGES}页`);
    let certId: string | null = null;
    let certName: string | null = null;
    if (x.certId) {
      const cert = certificates.get(String(x.certId));
      if (!cert || !holder || cert.holder !== holder) fail('电子证照不存在或不属于申请人');
      if (!spec.cert || cert!.type !== spec.cert.type) fail(`电子证照不能作为${spec.name}`);
      certId = cert!.id;
      certName = cert!.typeName;
    }
    if (!certId && files.length === 0) fail(`请上传材料：${spec.name}`);
    return { index, files: certId ? [] : files.map((f) => fileOf(f, session)), certId, certName };
  });
}

export function caseMaterials(m: MatterRow, given: MaterialInput[], userId?: string): CaseMaterial[] {
  return materialsOf(m, userId)
    .filter((spec) => spec.required || spec.waived || given.some((g) => g.index === spec.index))
    .map((spec) => {
      const g = given.find((x) => x.index === spec.index);
      // A proof replaced by the signed commitment and not given anyway is 告知承诺 from the start.
      const committed = spec.waived && !g;
      return {
        index: spec.index,
        name: spec.name,
        required: spec.required,
        files: g?.files ?? [],
        certId: g?.certId ?? null,
        certName: g?.certName ?? null,
        status: committed ? 'ok' : 'pending',
        reason: '',
        ...(committed ? { byCommitment: true } : {}),
      };
    });
}

function preAuditView(p: PreAuditRow) {
  return { ...p, stageName: { pending: '预审中', passed: '预审通过', returned: '预审退回' }[p.stage] };
}

/** Staff look at each pending pre-review once its time has come: every material passes or is returned with its reason. */
export function reviewPreAudits(now: number): void {
  for (const p of preAudits.filter((x) => x.stage === 'pending' && now >= x.stageSince + PRE_REVIEW_MS)) {
    const at = p.stageSince + PRE_REVIEW_MS;
    const materials = p.materials.map((m) => {
      if (m.status === 'ok') return m;
      const problem = materialProblem(m);
      return problem ? { ...m, status: 'returned' as const, reason: problem } : { ...m, status: 'ok' as const, reason: '' };
    });
    const returned = materials.filter((m) => m.status === 'returned');
    preAudits.update(p.id, {
      materials,
      stage: returned.length ? 'returned' : 'passed',
      stageSince: at,
      history: [
        ...p.history,
        returned.length
          ? { at, title: '预审退回', note: returned.map((m) => `${m.name}：${m.reason}`).join('；') }
          : { at, title: '预审通过', note: '材料符合要求，可以正式提交申请。' },
      ],
    });
  }
}

export const preAuditHandlers = [
  handle('post', `${OP}/preAudit/submit`, ({ body, requireSession }) => {
    const session = requireSession();
    const m = matterOf(body.matterId);
    const given = readMaterials(m, body.materials, session);
    if (given.length === 0) fail('请至少上传一项材料');
    const now = clock.now();
    const row: PreAuditRow = {
      id: newId('PA'),
      userId: session.userId,
      matterId: m.id,
      matterName: m.name,
      materials: caseMaterials(m, given).filter((x) => given.some((g) => g.index === x.index)),
      stage: 'pending',
      stageSince: now,
      createdAt: now,
      history: [{ at: now, title: '已提交预审', note: `材料${given.length}项` }],
    };
    preAudits.insert(row);
    return { id: row.id };
  }),

  handle('get', `${OP}/preAudit/list`, ({ requireSession }) => {
    const session = requireSession();
    return preAudits
      .filter((p) => p.userId === session.userId)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(preAuditView);
  }),

  handle('get', `${OP}/preAudit/detail`, ({ query, requireSession }) => {
    const session = requireSession();
    const p = preAudits.get(required(query.get('id'), '预审编号'));
    if (!p || p.userId !== session.userId) throw new ApiError(404, '未找到该预审');
    return preAuditView(p);
  }),

  /** Only what was returned is sent again. */
  handle('post', `${OP}/preAudit/resubmit`, ({ body, requireSession }) => {
    const session = requireSession();
    const p = preAudits.get(required(body.id, '预审编号'));
    if (!p || p.userId !== session.userId) throw new ApiError(404, '未找到该预审');
    if (p.stage !== 'returned') fail('该预审没有需要补正的材料');
    const given = readMaterials(matterOf(p.matterId), body.materials, session);
    const returned = p.materials.filter((m) => m.status === 'returned');
    if (given.some((g) => !returned.some((r) => r.index === g.index))) fail('只需重新提交被退回的材料');
    const left = returned.find((r) => !given.some((g) => g.index === r.index));
    if (left) fail(`请重新上传：${left.name}`);
    const now = clock.now();
    preAudits.update(p.id, {
      materials: p.materials.map((m) => {
        const g = given.find((x) => x.index === m.index);
        return g ? { ...m, files: g.files, certId: g.certId, certName: g.certName, status: 'pending', reason: '' } : m;
      }),
      stage: 'pending',
      stageSince: now,
      history: [...p.history, { at: now, title: '已重新提交', note: returned.map((r) => r.name).join('、') }],
    });
    return { id: p.id };
  }),
];

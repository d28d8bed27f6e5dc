import type { CaseEvent, CaseFile, CaseMaterial, CaseNotice, CaseStage, FormDef, FormValues, NoticeKind } from '@/contract/online';
import { clock, onTick } from '@/mocks/clock';
import { defineTable, fingerprint, newId } from '@/mocks/db/store';
import { areas, halls, matters, windows, type MatterRow } from '@/mocks/db/tables';
import { certificates } from '@/mocks/features/certificates/tables';
import { storedFiles, storeMadeFile } from '@/mocks/features/oss/handlers';
import { realNames } from '@/mocks/features/profile/tables';
import { evaluations } from '@/mocks/features/rating/tables';
import { ApiError, fail, handle, paged, required, type SessionRow } from '@/mocks/gateway';
import { checkResidentId } from '@/mocks/rules/resident-id';
import { COMMITMENT_TEMPLATES, DICTS, FORM_DEFS, FORM_OF_TEMPLATE, withDicts } from './forms';
import { advanceCase, materialProblem, PRE_REVIEW_MS, supplementCase } from './lifecycle';
import {
  caseCallRecords,
  caseSeeded,
  cases,
  commitments,
  crossRequests,
  filledForms,
  preAudits,
  remoteBookings,
  type CaseRow,
  type CrossRequestRow,
  type PreAuditRow,
  type RemoteBookingRow,
} from './tables';
import { noticeSvg } from './notice-svg';
import { followChildren, isOneThingId, oneThingMatter, oneThingMembers } from './one-thing';
import { remoteCallTick } from './remote-call';
import { formProblem, keptValues } from './validate';

const OP = '/online-processing/anon';
const CASE = '/service-xzyd/case';

/** Notice document files made so far: docNo and text print → the stored file. */
const noticeFiles = defineTable<{ id: string; fileId: string; url: string }>('caseNoticeFiles');
const MOBILE = /^1[3-9]\d{9}$/;
const NAME = /^(?:[\u3400-\u9fff]+(?:[·•][\u3400-\u9fff]+)*|[A-Za-z]+(?:[ .·'-][A-Za-z]+)*)$/;
const MAX_PAGES = 9;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const CN = 8 * HOUR;

/** The certificate type (e-certificate library) of the catalogue's certificate ids. */
const CERT_TYPES: Record<string, string> = {
  C01: 'idCard',
  C02: 'household',
  C03: 'marriage',
  C05: 'socialSecurity',
  C06: 'businessLicence',
  C12: 'drivingLicence',
};

export const STAGE_NAMES: Record<CaseStage, string> = {
  received: '预审中',
  returned: '待补正',
  accepted: '已受理',
  reviewing: '审核中',
  approved: '已办结',
  rejected: '不予受理',
};

const chars = (s: string) => Array.from(s).length;
const cnDate = (ms: number) => {
  const d = new Date(ms + CN);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};
const isoDay = (ms: number) => new Date(ms + CN).toISOString().slice(0, 10);

function matterOf(id: unknown, areaCode?: string | null): MatterRow {
  const key = required(id, '事项编号');
  // A 一件事 bundle is applied for like one matter (one-thing.ts).
  const m = isOneThingId(key) ? oneThingMatter(key, areaCode || undefined) : matters.get(key);
  if (!m) throw new ApiError(404, '未找到该事项');
  return m;
}

function formIdOf(m: MatterRow): string {
  return FORM_OF_TEMPLATE[m.templateNo] ?? 'F-GENERAL';
}

function formDef(id: string): FormDef {
  const def = FORM_DEFS.find((f) => f.id === id);
  if (!def) throw new ApiError(404, '未找到该表单');
  return withDicts(def);
}

function hallOf(m: MatterRow): { hallName: string; windowName: string } {
  const hall = halls.get(m.hallIds[0] ?? '');
  const win = windows.get(m.windowIds[0] ?? '');
  return { hallName: hall?.name ?? '政务服务中心', windowName: win ? `${win.number}${win.name}` : '综合受理窗口' };
}

/**
 * A proof (a material named …证明) of a matter that allows 告知承诺制 may be replaced by the
 * signed commitment: once the applicant has signed it, the proof is no longer required.
 */
const byCommitment = (m: MatterRow, name: string) => COMMITMENT_TEMPLATES.has(m.templateNo) && /证明$/.test(name);

/** Whether the user has signed the matter's 告知承诺书. */
const hasSigned = (m: MatterRow, userId: string | null | undefined) =>
  Boolean(userId) && commitments.find((c) => c.userId === userId && c.matterId === m.id) !== undefined;

function materialsOf(m: MatterRow, userId?: string | null) {
  const signed = hasSigned(m, userId);
  return m.materials.map((x, index) => ({
    index,
    name: x.name,
    required: x.required && !x.condition && !(signed && byCommitment(m, x.name)),
    /** May be replaced by the signed commitment (告知承诺). */
    byCommitment: byCommitment(m, x.name),
    /** Replaced: the user has signed the commitment. */
    waived: signed && byCommitment(m, x.name),
    condition: x.condition,
    form: x.form,
    copyCount: x.copyCount,
    original: x.original,
    sample: x.sample,
    cert: x.cert && CERT_TYPES[x.cert] ? { id: x.cert, type: CERT_TYPES[x.cert] } : null,
    accept: 'JPG、PNG照片或PDF文件',
    maxPages: MAX_PAGES,
  }));
}

function fileOf(raw: unknown, session: SessionRow): CaseFile {
  const url = String(raw ?? '');
  const id = /\/oss\/files\/([^/]+)\//.exec(url)?.[1];
  const row = id ? storedFiles.get(id) : undefined;
  if (!row || row.ownerUserId !== session.userId) fail('材料文件不存在，请重新上传');
  return { fileId: row!.id, url, name: row!.name, size: row!.size, type: row!.type };
}

interface MaterialInput {
  index: number;
  files: CaseFile[];
  certId: string | null;
  certName: string | null;
}

/** The materials a request sends, checked against the matter's list, files and certificates. */
function readMaterials(m: MatterRow, raw: unknown, session: SessionRow): MaterialInput[] {
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

function caseMaterials(m: MatterRow, given: MaterialInput[], userId?: string): CaseMaterial[] {
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

function applicantOf(raw: unknown, session: SessionRow) {
  const a = (raw ?? {}) as Record<string, unknown>;
  const name = required(a.name, '申请人姓名').trim();
  if (chars(name) < 2 || chars(name) > 30 || !NAME.test(name)) fail('申请人姓名格式不正确');
  const idcard = required(a.idcard, '申请人身份证号').trim();
  const verdict = checkResidentId(idcard);
  if (!verdict.ok) fail(`申请人${verdict.message}`);
  const own = realNames.get(session.userId);
  if (own && verdict.ok && own.canonical !== verdict.canonical) fail('申请人须为实名认证的本人');
  const mobile = required(a.mobile, '联系电话').trim();
  if (!MOBILE.test(mobile)) fail('联系电话格式不正确');
  return { name, idcard: idcard.toUpperCase(), mobile };
}

function caseSummary(c: CaseRow) {
  return {
    id: c.id,
    caseNo: c.caseNo,
    matterId: c.matterId,
    matterName: c.matterName,
    departmentName: c.departmentName,
    stage: c.stage,
    stageName: STAGE_NAMES[c.stage],
    kind: c.kind,
    childCount: c.kind === 'combined' ? cases.filter((x) => x.parentId === c.id).length : 0,
    submittedAt: c.submittedAt,
    dueAt: c.dueAt,
    supplementDueAt: c.supplementDueAt,
  };
}

function timeline(c: CaseRow): CaseEvent[] {
  const out = [...c.events];
  const ev = c.evaluationId ? evaluations.get(c.evaluationId) : undefined;
  if (ev?.status === 'done' && ev.evaluatedAt)
    out.push({
      kind: 'rated',
      at: ev.evaluatedAt,
      title: '已评价',
      actor: '申请人',
      place: '好差评',
      note: `评价等级：${ev.level ?? ''}星`,
    });
  return out.sort((a, b) => a.at - b.at);
}

/** The form as the case shows it: labels, and dictionary values by their labels. */
function formDisplay(c: CaseRow): { label: string; value: string }[] {
  const def = FORM_DEFS.find((f) => f.id === c.formId);
  if (!def) return [];
  const label = (dict: string | undefined, v: string) => {
    const e = (DICTS[dict ?? ''] ?? []).find((x) => ('dictValue' in x ? x.dictValue : 'code' in x ? x.code : x.value) === v);
    return e ? ('dictLabel' in e ? e.dictLabel : 'name' in e ? e.name : e.text) : v;
  };
  return def.fields
    .filter((f) => c.form[f.name] !== undefined)
    .map((f) => {
      const v = c.form[f.name];
      return { label: f.label, value: Array.isArray(v) ? v.map((x) => label(f.dict, x)).join('、') || '无' : label(f.dict, v) };
    });
}

function noticesOf(c: CaseRow): ('receipt' | 'acceptance' | 'rejection')[] {
  const out: ('receipt' | 'acceptance' | 'rejection')[] = ['receipt'];
  if (c.acceptedAt) out.push('acceptance');
  if (c.stage === 'returned' || c.stage === 'rejected') out.push('rejection');
  return out;
}

function caseDetail(c: CaseRow) {
  const ev = c.evaluationId ? evaluations.get(c.evaluationId) : undefined;
  return {
    ...caseSummary(c),
    applicant: c.applicant,
    formTitle: c.formTitle,
    formDisplay: formDisplay(c),
    materials: c.materials,
    events: timeline(c),
    promiseDays: c.promiseDays,
    acceptedAt: c.acceptedAt,
    hallName: c.hallName,
    windowName: c.windowName,
    notices: noticesOf(c),
    parentId: c.parentId,
    evaluation: ev ? { id: ev.id, status: ev.status } : null,
    // Remote-handling calls filed to this case (the im emulator files them from staff's checklist).
    callRecords: caseCallRecords
      .filter((r) => r.caseId === c.id)
      .sort((a, b) => a.startedAt - b.startedAt)
      .map(({ id, staffName, matterName, startedAt, endedAt, durationSec, lines, checklist, nextSteps, filedAt }) => ({
        id,
        staffName,
        matterName,
        startedAt,
        endedAt,
        durationSec,
        lines,
        checklist,
        nextSteps,
        filedAt,
      })),
    now: clock.now(),
  };
}

function ownCase(session: SessionRow, id: unknown): CaseRow {
  const c = cases.get(required(id, '办件编号'));
  if (!c || c.userId !== session.userId) throw new ApiError(404, '未找到该办件');
  return c;
}

function nextCaseNo(at: number): string {
  const day = isoDay(at).replace(/-/g, '');
  const n = cases.filter((c) => c.caseNo.includes(day)).length + 1;
  return `TJ${day}${String(n).padStart(5, '0')}${Math.floor(Math.random() * 10)}`;
}

/** A demo history per user: one 一件事 case of three sub-cases, handled three weeks ago. */
function ensureDemoCases(session: SessionRow): void {
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
      actor: `受理人员（${hallName} ${windowName}）`,
      place: hallName,
      note: '材料齐全，予以受理。',
    },
    { kind: 'approved', at: t + 2 * DAY, title: '已办结', actor: '承办部门负责人', place: hallName, note: '准予办理，办理结果已生成。' },
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

/** The 好差评 row of a case that is 办结 (not of a sub-case: the bundle is rated once). */
function offerEvaluation(c: CaseRow, handledAt: number): string {
  const id = `EV-${c.id}`;
  if (!evaluations.get(id))
    evaluations.insert({
      id,
      userId: c.userId,
      kind: 'case',
      matterName: c.matterName,
      hallName: c.hallName,
      windowName: c.windowName,
      staffName: '承办部门',
      handledAt,
      status: 'pending',
      replies: [],
    });
  return id;
}

onTick((now) => {
  // A combined case is not reviewed itself: it follows its sub-cases (below).
  for (const c of cases.filter((x) => x.stage !== 'approved' && x.stage !== 'rejected' && x.kind !== 'combined')) {
    const next = advanceCase(c, now);
    if (next.events.length === c.events.length && next.stage === c.stage) continue;
    const patch: Partial<CaseRow> = { ...next };
    if (next.stage === 'approved' && !c.evaluationId && c.kind !== 'sub') {
      patch.evaluationId = offerEvaluation(c, next.stageSince);
    }
    cases.update(c.id, patch);
  }
  for (const p of cases.filter((x) => x.kind === 'combined' && x.stage !== 'approved' && x.stage !== 'rejected')) {
    const patch: Partial<CaseRow> | null = followChildren(
      p,
      cases.filter((c) => c.parentId === p.id),
    );
    if (!patch) continue;
    if (patch.stage === 'approved' && !p.evaluationId) patch.evaluationId = offerEvaluation(p, patch.stageSince ?? now);
    cases.update(p.id, patch);
  }
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
  for (const r of crossRequests.all()) {
    const patch = crossStep(r, now);
    if (patch) crossRequests.update(r.id, patch);
  }
  remoteCallTick(now, { openCase: openRemoteCase });
});

/**
 * 远程办 of a user without a case of the matter: staff open one in the call, having seen the
 * identity and the materials on camera (each material 通过, the pre-review then accepts it).
 */
function openRemoteCase(b: RemoteBookingRow, staffName: string, at: number): CaseRow {
  const m = matterOf(b.matterId);
  const def = formDef(formIdOf(m));
  const real = realNames.get(b.userId);
  const row: CaseRow = {
    id: newId('CS'),
    caseNo: nextCaseNo(at),
    userId: b.userId,
    matterId: m.id,
    matterName: m.name,
    departmentName: m.departmentName,
    formId: def.id,
    formTitle: def.title,
    applicant: { name: real?.name ?? '', idcard: real?.idcard ?? '', mobile: b.mobile },
    form: {},
    submittedAt: at,
    clientToken: `remote-${b.id}`,
    kind: 'single',
    parentId: null,
    evaluationId: null,
    draftedAt: null,
    stage: 'received',
    stageSince: at,
    materials: materialsOf(m, b.userId)
      .filter((x) => x.required)
      .map((x) => ({ index: x.index, name: x.name, required: true, files: [], certId: null, certName: null, status: 'ok', reason: '' })),
    events: [
      {
        kind: 'submitted',
        at,
        title: '已提交申请',
        actor: `工作人员（${staffName}）`,
        place: '远程办（视频）',
        note: '视频连线中核验了身份和材料，由工作人员代为提交申请。',
      },
    ],
    promiseDays: m.promiseDays,
    acceptedAt: null,
    dueAt: null,
    supplementDueAt: null,
    reminded: false,
    ...hallOf(m),
  };
  cases.insert(row);
  return row;
}

/** A booking as the app reads it (rows stored before the call fields existed read as never called). */
function remoteBookingView(b: RemoteBookingRow) {
  return {
    ...b,
    caseId: b.caseId ?? null,
    caseNo: b.caseId ? (cases.get(b.caseId)?.caseNo ?? null) : null,
    callId: b.callId ?? null,
    staffId: b.staffId ?? null,
    staffName: b.staffName ?? null,
    calledAt: b.calledAt ?? null,
    joinedAt: b.joinedAt ?? null,
    endedAt: b.endedAt ?? null,
    recordId: b.recordId ?? null,
  };
}

const CROSS_STEPS: { from: CrossRequestRow['stage']; to: CrossRequestRow['stage']; after: number; say: string }[] = [
  { from: 'submitted', to: 'accepted', after: 30 * 60_000, say: '您的跨省通办申请已受理，正在核对材料。' },
  { from: 'accepted', to: 'transferred', after: 2 * HOUR, say: '材料已核验并流转至办理地，等待办理地审核。' },
  { from: 'transferred', to: 'done', after: 4 * HOUR, say: '办理地已办结，结果将按您选择的方式送达。' },
];

function crossStep(r: CrossRequestRow, now: number): Partial<CrossRequestRow> | null {
  let row = { ...r, feedback: [...r.feedback] };
  let changed = false;
  for (const s of CROSS_STEPS) {
    if (row.stage === s.from && now >= row.stageSince + s.after) {
      const at = row.stageSince + s.after;
      row = { ...row, stage: s.to, stageSince: at, feedback: [...row.feedback, { at, by: 'staff', content: s.say }] };
      changed = true;
    }
  }
  if (row.replyDueAt !== null && now >= row.replyDueAt) {
    row.feedback.push({ at: row.replyDueAt, by: 'staff', content: '已收到您的反馈，工作人员将在1个工作日内电话联系您。' });
    row.replyDueAt = null;
    changed = true;
  }
  return changed ? row : null;
}

const COMMITMENT_ITEMS = (m: MatterRow) => [
  '本人所填写的信息和提交的材料真实、准确、完整。',
  `本人符合“${m.name}”的办理条件：${m.conditionList.join('；') || '见办事指南'}。`,
  '以告知承诺替代的证明材料，本人承诺在规定期限内补交或接受核查。',
  '如有虚假承诺，本人愿意承担相应法律责任，并同意记入信用记录。',
];

/** Callback slots of 远程办: the next three working days, 9:00-11:30 and 14:00-16:30, two calls each. */
function remoteSlots(now: number): number[] {
  const out: number[] = [];
  let day = Math.floor((now + CN) / DAY) * DAY - CN;
  let days = 0;
  while (days < 3) {
    day += DAY;
    const wd = new Date(day + CN).getUTCDay();
    if (wd === 0 || wd === 6) continue;
    days++;
    for (const h of [9, 9.5, 10, 10.5, 11, 11.5, 14, 14.5, 15, 15.5, 16, 16.5]) out.push(day + h * HOUR);
  }
  return out;
}
const SLOT_CAPACITY = 2;

function preAuditView(p: PreAuditRow) {
  return { ...p, stageName: { pending: '预审中', passed: '预审通过', returned: '预审退回' }[p.stage] };
}

/** A notice's text: 材料接收凭证 (receipt), 受理通知书 (acceptance), 补正 / 不予受理通知书 (rejection). */
function noticeOf(c: CaseRow, kind: NoticeKind): CaseNotice {
  const to = `${c.applicant.name}：`;
  const issuer = `${c.departmentName}（${c.hallName}）`;
  if (kind === 'receipt') {
    return {
      kind,
      title: '材料接收凭证',
      docNo: `${c.caseNo}-S`,
      to,
      paragraphs: [
        `已收到您于${cnDate(c.submittedAt)}通过网上办理提交的“${c.matterName}”申请材料，清单如下。本凭证仅证明材料已接收，不代表已受理。`,
      ],
      items: c.materials.map(
        (m) => `${m.name}：${m.certId ? `电子证照（${m.certName}）` : m.byCommitment ? '以告知承诺替代' : `${m.files.length}页`}`,
      ),
      issuer,
      issuedAt: c.submittedAt,
    };
  }
  if (kind === 'acceptance') {
    return {
      kind,
      title: '受理通知书',
      docNo: `${c.caseNo}-A`,
      to,
      paragraphs: [
        `你于${cnDate(c.submittedAt)}提出的“${c.matterName}”申请，经审查，申请材料齐全、符合法定形式，根据《中华人民共和国行政许可法》第三十二条的规定，决定予以受理。`,
        `承诺办结时限：${c.promiseDays}个工作日，于${cnDate(c.dueAt ?? c.acceptedAt ?? c.submittedAt)}前办结。办件编号：${c.caseNo}，可在“我的办件”查询进度。`,
      ],
      items: [],
      issuer,
      issuedAt: c.acceptedAt ?? c.stageSince,
    };
  }
  const rejected = c.stage === 'rejected';
  const reasons = c.materials.filter((m) => m.status === 'returned').map((m) => `${m.name}：${m.reason}`);
  return {
    kind,
    title: rejected ? '不予受理通知书' : '补正材料通知书',
    docNo: `${c.caseNo}-${rejected ? 'R' : 'B'}`,
    to,
    paragraphs: rejected
      ? [
          `你于${cnDate(c.submittedAt)}提出的“${c.matterName}”申请，因逾期未补正材料，根据《中华人民共和国行政许可法》第三十二条的规定，决定不予受理。`,
          '可在补齐材料后重新提交申请。对本决定不服的，可自收到本通知书之日起60日内申请行政复议，或者6个月内依法提起行政诉讼。',
        ]
      : [
          `你于${cnDate(c.submittedAt)}提出的“${c.matterName}”申请，经预审，下列材料需要补正：`,
          `请于${cnDate(c.supplementDueAt ?? c.stageSince)}前在“我的办件”中重新上传被退回的材料，逾期未补正的，视为撤回申请。`,
        ],
    items: reasons,
    issuer,
    issuedAt: c.stageSince,
  };
}

/** The notice's document file (SVG), made once per text and kept: the same text answers the same file. */
async function noticeFile(userId: string, n: ReturnType<typeof noticeOf>, request: Request): Promise<string> {
  const svg = noticeSvg(n);
  const key = `${n.docNo}|${fingerprint([svg])}`;
  const made = noticeFiles.get(key);
  if (made && storedFiles.get(made.fileId)) return made.url;
  const path = new URL(request.url).pathname;
  const base = path.slice(0, path.lastIndexOf(CASE));
  const file = await storeMadeFile(userId, `${n.title}-${n.docNo}.svg`, 'image/svg+xml', svg, base);
  noticeFiles.insert({ id: key, fileId: /\/oss\/files\/([^/]+)\//.exec(file.url)![1], url: file.url });
  return file.url;
}

export const handlers = [
  /** 网上办理 entry of a matter: who may apply, what is needed, the form it uses. */
  handle('get', `${OP}/implOnline/info`, ({ query }) => {
    const m = matterOf(query.get('matterId'), query.get('areaCode'));
    const def = formDef(formIdOf(m));
    return {
      matterId: m.id,
      name: m.name,
      departmentName: m.departmentName,
      areaName: areas.get(m.areaCode)?.name ?? '',
      online: m.online,
      audience: m.audience,
      conditions: m.conditionList,
      promiseDays: m.promiseDays,
      legalDays: m.legalDays,
      fee: m.fee,
      visits: m.visits,
      crossProvince: m.crossProvince,
      formId: def.id,
      formTitle: def.title,
      materialCount: m.materials.length,
      commitmentAllowed: COMMITMENT_TEMPLATES.has(m.templateNo),
      ...hallOf(m),
    };
  }),

  handle('get', `${OP}/material/info`, ({ query, session }) => materialsOf(matterOf(query.get('matterId')), session?.userId)),

  handle('get', `${OP}/form/list`, () =>
    FORM_DEFS.map((f) => ({
      id: f.id,
      title: f.title,
      description: f.description,
      fieldCount: f.fields.length,
      matters: matters
        .filter((m) => m.areaCode === '120100' && m.online && formIdOf(m) === f.id)
        .slice(0, 6)
        .map((m) => ({ id: m.id, name: m.name })),
    })),
  ),

  handle('get', `${OP}/form/definition`, ({ query }) => {
    const id = query.get('id');
    if (id) return formDef(id);
    return formDef(formIdOf(matterOf(query.get('matterId'))));
  }),

  handle('get', `${OP}/form/dict`, ({ query }) => {
    const type = required(query.get('type'), '字典类型');
    const entries = DICTS[type];
    if (!entries) throw new ApiError(404, `未找到字典：${type}`);
    return entries;
  }),

  handle('post', `${OP}/form/fill`, ({ body, requireSession }) => {
    const session = requireSession();
    const def = formDef(required(body.formId, '表单编号'));
    const problem = formProblem(def, body.values, DICTS, isoDay(clock.now()));
    if (problem) fail(problem);
    const id = newId('FF');
    filledForms.insert({
      id,
      userId: session.userId,
      formId: def.id,
      formTitle: def.title,
      values: keptValues(def, body.values as FormValues),
      savedAt: clock.now(),
    });
    return { id };
  }),

  handle('get', `${OP}/form/filled`, ({ requireSession }) => {
    const session = requireSession();
    return filledForms.filter((f) => f.userId === session.userId).sort((a, b) => b.savedAt - a.savedAt);
  }),

  /** 在线申报: the application becomes a case. The same clientToken answers the same case. */
  handle('post', `${OP}/submitOp/audit`, ({ body, requireSession }) => {
    const session = requireSession();
    const clientToken = required(body.clientToken, '提交标识');
    const again = cases.find((c) => c.userId === session.userId && c.clientToken === clientToken);
    if (again)
      return {
        id: again.id,
        caseNo: again.caseNo,
        submittedAt: again.submittedAt,
        repeated: true,
        childCount: cases.filter((c) => c.parentId === again.id).length,
      };
    const areaCode = typeof body.areaCode === 'string' ? body.areaCode : null;
    const m = matterOf(body.matterId, areaCode);
    if (!m.online) fail('该事项暂不支持网上办理，请到窗口办理');
    const applicant = applicantOf(body.applicant, session);
    const def = formDef(formIdOf(m));
    const now = clock.now();
    const problem = formProblem(def, body.form, DICTS, isoDay(now));
    if (problem) fail(problem);
    const given = readMaterials(m, body.materials, session);
    const missing = materialsOf(m, session.userId).find((s) => s.required && !given.some((g) => g.index === s.index));
    if (missing) fail(`请上传材料：${missing.name}`);
    const committed = materialsOf(m, session.userId).filter((s) => s.waived && !given.some((g) => g.index === s.index));
    const draftedAt =
      typeof body.draftedAt === 'number' && body.draftedAt <= now && body.draftedAt > now - 90 * DAY ? body.draftedAt : null;
    const place = hallOf(m);
    const events: CaseEvent[] = [];
    if (draftedAt)
      events.push({ kind: 'drafted', at: draftedAt, title: '开始填写', actor: '申请人', place: '网上办理', note: '保存了草稿' });
    events.push({
      kind: 'submitted',
      at: now,
      title: '已提交申请',
      actor: '申请人',
      place: '网上办理',
      note: `材料${given.length}项，等待预审。${committed.length ? `以告知承诺替代：${committed.map((x) => x.name).join('、')}。` : ''}`,
    });
    const row: CaseRow = {
      id: newId('CS'),
      caseNo: nextCaseNo(now),
      userId: session.userId,
      matterId: m.id,
      matterName: m.name,
      departmentName: m.departmentName,
      formId: def.id,
      formTitle: def.title,
      applicant,
      form: keptValues(def, body.form as FormValues),
      submittedAt: now,
      clientToken,
      kind: isOneThingId(m.id) ? 'combined' : 'single',
      parentId: null,
      evaluationId: null,
      draftedAt,
      stage: 'received',
      stageSince: now,
      materials: caseMaterials(m, given, session.userId),
      events,
      promiseDays: m.promiseDays,
      acceptedAt: null,
      dueAt: null,
      supplementDueAt: null,
      reminded: false,
      ...place,
    };
    cases.insert(row);
    // 一件事: one sub-case per member matter, each reviewed by its department on the clock.
    if (row.kind === 'combined')
      oneThingMembers(m.id, areaCode ?? '120100').forEach((member, i) =>
        cases.insert({
          ...row,
          id: `${row.id}-${i + 1}`,
          caseNo: `${row.caseNo}-${i + 1}`,
          clientToken: `${clientToken}#${i + 1}`,
          matterId: member.id,
          matterName: member.name,
          departmentName: member.departmentName,
          kind: 'sub',
          parentId: row.id,
          promiseDays: member.promiseDays,
          materials: row.materials.map((x) => ({ ...x })),
          events: [{ ...events[events.length - 1], note: `“${m.name}”的子办件，由${member.departmentName}办理。` }],
          ...hallOf(member),
        }),
      );
    return {
      id: row.id,
      caseNo: row.caseNo,
      submittedAt: now,
      repeated: false,
      preReviewBy: now + PRE_REVIEW_MS,
      childCount: cases.filter((c) => c.parentId === row.id).length,
    };
  }),

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

  handle('get', `${OP}/commitment/info`, ({ query, session }) => {
    const m = matterOf(query.get('matterId'));
    const signed = session ? commitments.find((c) => c.userId === session.userId && c.matterId === m.id) : undefined;
    return {
      matterId: m.id,
      matterName: m.name,
      allowed: COMMITMENT_TEMPLATES.has(m.templateNo),
      items: COMMITMENT_ITEMS(m),
      signed: signed ? { id: signed.id, signedAt: signed.signedAt, signature: signed.signature } : null,
    };
  }),

  handle('post', `${OP}/commitment/sign`, ({ body, requireSession }) => {
    const session = requireSession();
    const m = matterOf(body.matterId);
    if (!COMMITMENT_TEMPLATES.has(m.templateNo)) fail('该事项不适用告知承诺制');
    if (body.agreed !== true) fail('请先阅读并同意承诺内容');
    const signature = String(body.signature ?? '');
    if (!/^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(signature) || signature.length < 200) fail('请手写签名');
    if (signature.length > 600_000) fail('签名图片过大');
    if (typeof body.points !== 'number' || body.points < 20) fail('签名过短，请重新签名');
    const old = commitments.find((c) => c.userId === session.userId && c.matterId === m.id);
    if (old) commitments.remove(old.id);
    const id = newId('CM');
    commitments.insert({
      id,
      userId: session.userId,
      matterId: m.id,
      matterName: m.name,
      items: COMMITMENT_ITEMS(m),
      signature,
      signedAt: clock.now(),
    });
    return { id, signedAt: clock.now() };
  }),

  handle('get', `${OP}/remote/slots`, ({ query, session }) => {
    const m = matterOf(query.get('matterId'));
    const taken = remoteBookings.filter((b) => b.status === 'booked');
    return {
      matterId: m.id,
      matterName: m.name,
      slots: remoteSlots(clock.now()).map((slot) => {
        const n = taken.filter((b) => b.slot === slot).length;
        return {
          slot,
          left: Math.max(0, SLOT_CAPACITY - n),
          mine: !!session && taken.some((b) => b.slot === slot && b.userId === session.userId),
        };
      }),
    };
  }),

  handle('post', `${OP}/remote/book`, ({ body, requireSession }) => {
    const session = requireSession();
    const m = matterOf(body.matterId);
    const slot = Number(body.slot);
    if (!remoteSlots(clock.now()).includes(slot)) fail('请选择可预约的时段');
    if (remoteBookings.filter((b) => b.status === 'booked' && b.slot === slot).length >= SLOT_CAPACITY)
      fail('该时段已约满，请选择其他时段');
    if (
      remoteBookings.find(
        (b) =>
          (b.status === 'calling' || (b.status === 'booked' && b.slot > clock.now())) && b.userId === session.userId && b.matterId === m.id,
      )
    )
      fail('您已预约该事项的远程办理');
    const mobile = required(body.mobile, '联系电话').trim();
    if (!MOBILE.test(mobile)) fail('联系电话格式不正确');
    const topic = String(body.topic ?? '').trim();
    if (chars(topic) > 200) fail('咨询内容不能超过200字');
    const id = newId('RB');
    remoteBookings.insert({
      id,
      userId: session.userId,
      matterId: m.id,
      matterName: m.name,
      slot,
      mobile,
      topic,
      status: 'booked',
      createdAt: clock.now(),
      caseId: null,
      callId: null,
      staffId: null,
      staffName: null,
      calledAt: null,
      joinedAt: null,
      endedAt: null,
      recordId: null,
    });
    return { id };
  }),

  handle('get', `${OP}/remote/list`, ({ requireSession }) => {
    const session = requireSession();
    return remoteBookings
      .filter((b) => b.userId === session.userId)
      .sort((a, b) => b.slot - a.slot)
      .map(remoteBookingView);
  }),

  handle('post', `${OP}/remote/cancel`, ({ body, requireSession }) => {
    const session = requireSession();
    const b = remoteBookings.get(required(body.id, '预约编号'));
    if (!b || b.userId !== session.userId) throw new ApiError(404, '未找到该预约');
    if (b.status === 'cancelled') fail('该预约已取消');
    if (b.status !== 'booked') fail('该预约已开始，不能取消');
    remoteBookings.update(b.id, { status: 'cancelled' });
    return { id: b.id };
  }),

  handle('get', `${OP}/cross/matters`, ({ query }) => {
    const area = query.get('areaCode') || '120100';
    return matters
      .filter((m) => m.areaCode === area && m.crossProvince !== null)
      .map((m) => ({ id: m.id, name: m.name, mode: m.crossProvince }));
  }),

  handle('post', `${OP}/cross/apply`, ({ body, requireSession }) => {
    const session = requireSession();
    const m = matterOf(body.matterId);
    if (!m.crossProvince) fail('该事项不支持跨省通办');
    const mode = String(body.mode ?? '');
    if (!['全程网办', '异地代收代办', '多地联办'].includes(mode)) fail('请选择办理模式');
    const fromPlace = required(body.fromPlace, '申请地').trim();
    const toPlace = required(body.toPlace, '办理地').trim();
    if (chars(fromPlace) > 30 || chars(toPlace) > 30) fail('地区名称不能超过30个字');
    const description = required(body.description, '申请说明').trim();
    if (chars(description) > 500) fail('申请说明不能超过500字');
    const mobile = required(body.mobile, '联系电话').trim();
    if (!MOBILE.test(mobile)) fail('联系电话格式不正确');
    const now = clock.now();
    const id = newId('CR');
    crossRequests.insert({
      id,
      userId: session.userId,
      matterId: m.id,
      matterName: m.name,
      mode: mode as CrossRequestRow['mode'],
      fromPlace,
      toPlace,
      description,
      mobile,
      stage: 'submitted',
      stageSince: now,
      createdAt: now,
      feedback: [],
      replyDueAt: null,
    });
    return { id };
  }),

  handle('get', `${OP}/cross/list`, ({ requireSession }) => {
    const session = requireSession();
    return crossRequests.filter((r) => r.userId === session.userId).sort((a, b) => b.createdAt - a.createdAt);
  }),

  handle('get', `${OP}/cross/detail`, ({ query, requireSession }) => {
    const session = requireSession();
    const r = crossRequests.get(required(query.get('id'), '申请编号'));
    if (!r || r.userId !== session.userId) throw new ApiError(404, '未找到该跨省通办申请');
    return r;
  }),

  handle('post', `${OP}/cross/feedback`, ({ body, requireSession }) => {
    const session = requireSession();
    const r = crossRequests.get(required(body.id, '申请编号'));
    if (!r || r.userId !== session.userId) throw new ApiError(404, '未找到该跨省通办申请');
    const content = required(body.content, '反馈内容').trim();
    if (chars(content) > 300) fail('反馈内容不能超过300字');
    const now = clock.now();
    crossRequests.update(r.id, {
      feedback: [...r.feedback, { at: now, by: 'user', content }],
      replyDueAt: r.replyDueAt ?? now + 30 * 60_000,
    });
    return { id: r.id };
  }),

  /** 我的办件: status `all` | `doing` | `returned` | `done` | `rejected`, keyword = case number or matter. */
  handle('get', `${CASE}/list`, ({ query, requireSession }) => {
    const session = requireSession();
    ensureDemoCases(session);
    const status = query.get('status') || 'all';
    const groups: Record<string, CaseStage[]> = {
      doing: ['received', 'accepted', 'reviewing'],
      returned: ['returned'],
      done: ['approved'],
      rejected: ['rejected'],
    };
    if (status !== 'all' && !groups[status]) fail('办件状态不正确');
    const keyword = (query.get('keyword') ?? '').trim().toUpperCase();
    const rows = cases
      .filter((c) => c.userId === session.userId && c.kind !== 'sub')
      .filter((c) => status === 'all' || groups[status].includes(c.stage))
      .filter((c) => !keyword || c.caseNo.toUpperCase().includes(keyword) || c.matterName.toUpperCase().includes(keyword))
      .sort((a, b) => b.submittedAt - a.submittedAt);
    return paged(rows.map(caseSummary), query);
  }),

  handle('get', `${CASE}/detail`, ({ query, requireSession }) => {
    const session = requireSession();
    ensureDemoCases(session);
    return caseDetail(ownCase(session, query.get('id')));
  }),

  handle('get', `${CASE}/children`, ({ query, requireSession }) => {
    const session = requireSession();
    ensureDemoCases(session);
    const parent = ownCase(session, query.get('id'));
    return { parent: caseSummary(parent), children: cases.filter((c) => c.parentId === parent.id).map(caseSummary) };
  }),

  /** 材料接收凭证 (receipt), 受理通知书 (acceptance), 补正 / 不予受理通知书 (rejection), with the document file. */
  handle('get', `${CASE}/notice`, async ({ query, request, requireSession }) => {
    const session = requireSession();
    const c = ownCase(session, query.get('id'));
    const kind = query.get('kind');
    if (kind !== 'receipt' && kind !== 'acceptance' && kind !== 'rejection') fail('通知书类型不正确');
    if (!noticesOf(c).includes(kind as 'receipt')) throw new ApiError(404, '该通知书尚未生成');
    const notice = noticeOf(c, kind as 'receipt');
    return { ...notice, fileUrl: await noticeFile(session.userId, notice, request) };
  }),

  /** 补正: replaces only the returned materials; the pre-review starts again. */
  handle('post', `${CASE}/supplement`, ({ body, requireSession }) => {
    const session = requireSession();
    const c = ownCase(session, body.id);
    if (c.stage !== 'returned') fail('该办件当前不需要补正');
    const given = readMaterials(matterOf(c.matterId), body.materials, session);
    const returned = c.materials.filter((m) => m.status === 'returned');
    if (given.some((g) => !returned.some((r) => r.index === g.index))) fail('只需补正被退回的材料');
    const left = returned.find((r) => !given.some((g) => g.index === r.index));
    if (left) fail(`请补正：${left.name}`);
    const fixes = new Map(given.map((g) => [g.index, { files: g.files, certId: g.certId, certName: g.certName }]));
    const next = supplementCase(c, fixes, clock.now());
    cases.update(c.id, next);
    // 一件事: fixed once, every sub-case that returned them takes the fixes and is reviewed again.
    if (c.kind === 'combined')
      for (const child of cases.filter((x) => x.parentId === c.id && x.stage === 'returned'))
        cases.update(child.id, supplementCase(child, fixes, clock.now()));
    return { id: c.id };
  }),
];

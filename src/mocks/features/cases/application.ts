import type { CaseEvent, FormValues } from '@/contract/online';
import { clock } from '@/mocks/clock';
import { newId } from '@/mocks/db/store';
import { areas, matters } from '@/mocks/db/tables';
import { realNames } from '@/mocks/features/profile';
import { ApiError, fail, handle, required, type SessionRow } from '@/mocks/gateway';
import { checkResidentId } from '@/mocks/rules/resident-id';
import { COMMITMENT_TEMPLATES, DICTS, FORM_DEFS } from './forms';
import { PRE_REVIEW_MS } from './lifecycle';
import { caseMaterials, readMaterials } from './materials';
import { chars, COMMITMENT_ITEMS, DAY, formDef, formIdOf, hallOf, isoDay, materialsOf, matterOf, MOBILE, NAME, OP } from './matter';
import { isOneThingId, oneThingMembers } from './one-thing';
import { cases, commitments, filledForms, type CaseRow } from './tables';
import { formProblem, keptValues } from './validate';

/**
 * Online application (网上办理 → 在线申报): the matter's entry, its forms, the 告知承诺书, and the
 * submission that becomes a case (a 一件事 bundle: a parent and one sub-case per member matter).
 */

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

export function nextCaseNo(at: number): string {
  const day = isoDay(at).replace(/-/g, '');
  const n = cases.filter((c) => c.caseNo.includes(day)).length + 1;
  return `TJ${day}${String(n).padStart(5, '0')}${Math.floor(Math.random() * 10)}`;
}

/** A case's first events: the draft, when the form says when it began, and the submission. */
function firstEvents(draftedAt: number | null, now: number, given: number, committed: { name: string }[]): CaseEvent[] {
  const events: CaseEvent[] = [];
  if (draftedAt) events.push({ kind: 'drafted', at: draftedAt, title: '开始填写', actor: '申请人', place: '网上办理', note: '保存了草稿' });
  events.push({
    kind: 'submitted',
    at: now,
    title: '已提交申请',
    actor: '申请人',
    place: '网上办理',
    note: `材料${given}项，等待预审。${committed.length ? `以告知承诺替代：${committed.map((x) => x.name).join('、')}。` : ''}`,
  });
  return events;
}

/** 一件事: one sub-case per member matter, each reviewed by its department on the clock. */
function insertSubCases(row: CaseRow, areaCode: string): void {
  const submitted = row.events[row.events.length - 1];
  oneThingMembers(row.matterId, areaCode).forEach((member, i) =>
    cases.insert({
      ...row,
      id: `${row.id}-${i + 1}`,
      caseNo: `${row.caseNo}-${i + 1}`,
      clientToken: `${row.clientToken}#${i + 1}`,
      matterId: member.id,
      matterName: member.name,
      departmentName: member.departmentName,
      kind: 'sub',
      parentId: row.id,
      promiseDays: member.promiseDays,
      materials: row.materials.map((x) => ({ ...x })),
      events: [{ ...submitted, note: `“${row.matterName}”的子办件，由${member.departmentName}办理。` }],
      ...hallOf(member),
    }),
  );
}

export const applicationHandlers = [
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
    const events = firstEvents(draftedAt, now, given.length, committed);
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
    if (row.kind === 'combined') insertSubCases(row, areaCode ?? '120100');
    return {
      id: row.id,
      caseNo: row.caseNo,
      submittedAt: now,
      repeated: false,
      preReviewBy: now + PRE_REVIEW_MS,
      childCount: cases.filter((c) => c.parentId === row.id).length,
    };
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
];

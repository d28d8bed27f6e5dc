import type { AgencyRequest } from '@/contract/agency';
import { clock } from '@/mocks/clock';
import { newId, reloadFromPersistence } from '@/mocks/db/store';
import { matters } from '@/mocks/db/tables';
import { fail, handle, paged, required, type SessionRow } from '@/mocks/gateway';
import { notify } from '@/mocks/features/notices';
import { checkGrab, checkMove, isStatus, movesFor, STATUS_LABELS, type Actor, type AgencyStatus } from './rules';
import { scheduleAutoGrab } from './auto-grab';
import { grabAs, message } from './grab';
import { agencyRequests, staff, type AgencyRequestRow, type StaffRow } from './tables';

const BASE = '/assistagent/owBizAssistagent/anon/authentication';
const MOBILE = /^1[3-9]\d{9}$/;
const ID_CARD = /^\d{17}[\dX]$/;
const RELATIONS = ['配偶', '父母', '子女', '兄弟姐妹', '祖父母', '外祖父母', '孙子女', '其他亲属'];
/** A signature shorter than this many points is a tap or a scribble, not a signature. */
export const MIN_SIGNATURE_POINTS = 20;
const MAX_SIGNATURE_CHARS = 400_000;
const MAX_TEXT = 500;

const maskMobile = (m: string) => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m);
// The app's one id mask (first and last character, the length kept), as the answer carries it.
const maskIdcard = (v: string) => (v.length > 2 ? `${v[0]}${'*'.repeat(v.length - 2)}${v.slice(-1)}` : '*'.repeat(v.length));

/** The staff account of a session, if the session's mobile number is a staff member's. */
export function staffOf(session: SessionRow | null): StaffRow | undefined {
  if (!session?.mobile) return undefined;
  return staff.find((s) => s.mobile === session.mobile);
}

function requireStaff(session: SessionRow): StaffRow {
  const me = staffOf(session);
  if (!me) return fail('仅限工作人员使用，请用工作人员账号登录', 403);
  return me;
}

function actorOf(row: AgencyRequestRow, session: SessionRow): Actor {
  const me = staffOf(session);
  if (me && row.assigneeId === me.id) return 'assignee';
  if (row.userId === session.userId) return 'owner';
  if (me && me.role !== 'volunteer') return 'staff';
  return 'other';
}

/** Principals see every change of a request made for them (matched by their mobile number). */
function isPrincipal(row: AgencyRequestRow, session: SessionRow): boolean {
  return Boolean(session.mobile) && row.forWhom === 'relative' && row.principalMobile === session.mobile;
}

/** The exact text a signature signs: the client hashes what it shows, the emulator checks the hash. */
export function documentText(row: AgencyRequestRow): string {
  return [
    '帮办代办服务确认书',
    `申请编号：${row.id}`,
    `办理事项：${row.matterName}`,
    `被代办人：${row.principalName}（${row.forWhom === 'self' ? '本人申请' : `${row.applicantName}的${row.relation}`}）`,
    `申请人：${row.applicantName}`,
    `帮办员：${row.assigneeName ?? ''}`,
    '帮办员确认已按申请人委托，依法依规协助办理上述事项，并对所知悉的个人信息保密。',
  ].join('\n');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The wire answer (the contract's AgencyRequest): the row without its owner, masked for who asks. */
function view(row: AgencyRequestRow, session: SessionRow): AgencyRequest & { userId?: undefined } {
  const actor = actorOf(row, session);
  const full = actor === 'owner' || actor === 'assignee' || isPrincipal(row, session);
  return {
    ...row,
    userId: undefined,
    applicantMobile: full ? row.applicantMobile : maskMobile(row.applicantMobile),
    contactMobile: full ? row.contactMobile : maskMobile(row.contactMobile),
    principalMobile: full ? row.principalMobile : maskMobile(row.principalMobile),
    principalIdcard: maskIdcard(row.principalIdcard),
    statusLabel: STATUS_LABELS[row.status],
    viewer: isPrincipal(row, session) && actor === 'other' ? 'principal' : actor,
    moves: movesFor(row.status, actor),
    document: documentText(row),
  };
}

function findVisible(id: string, session: SessionRow): AgencyRequestRow {
  const row = agencyRequests.get(id);
  if (!row) return fail('申请不存在', 404);
  const actor = actorOf(row, session);
  if (actor === 'other' && !isPrincipal(row, session)) return fail('申请不存在', 404);
  if (actor === 'staff' && row.status !== 'submitted') return fail(`该请求已被${row.assigneeName ?? '其他工作人员'}接单`, 409);
  return row;
}

function text(raw: unknown, label: string, max = MAX_TEXT): string {
  const value = String(raw ?? '').trim();
  if (Array.from(value).length > max) fail(`${label}不能超过${max}字`);
  return value;
}

function materialList(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) return fail('材料格式不正确');
  if (raw.length > 9) fail('材料最多9份');
  return raw.map((u) => {
    const url = String(u);
    if (!/^(https?:\/\/|\/)/.test(url)) fail('材料地址不正确');
    return url;
  });
}

export const handlers = [
  /** Save a new application (citizen). */
  handle('post', `${BASE}/save`, ({ body, requireSession }) => {
    const session = requireSession();
    const forWhom = body.forWhom === 'relative' ? 'relative' : body.forWhom === 'self' ? 'self' : fail('请选择为谁申请');
    const applicantName = text(required(body.applicantName, '申请人姓名'), '申请人姓名', 20);
    const contactMobile = required(body.contactMobile, '联系电话');
    if (!MOBILE.test(contactMobile)) fail('联系电话格式不正确');
    const matterId = body.matterId ? String(body.matterId) : null;
    let matterName = text(body.matterName, '事项名称', 50);
    if (matterId) {
      const matter = matters.get(matterId);
      if (!matter) fail('事项不存在', 404);
      matterName = matter!.name;
    }
    if (!matterName) fail('请选择或填写要办理的事项');
    const preferredTime = required(body.preferredTime, '期望办理时间');
    let principalName = applicantName;
    let principalIdcard = '';
    let principalMobile = contactMobile;
    let relation = '本人';
    let consent: AgencyRequestRow['consent'] = null;
    if (forWhom === 'relative') {
      principalName = text(required(body.principalName, '亲属姓名'), '亲属姓名', 20);
      principalIdcard = required(body.principalIdcard, '亲属身份证号').toUpperCase();
      if (!ID_CARD.test(principalIdcard)) fail('亲属身份证号格式不正确');
      principalMobile = required(body.principalMobile, '亲属手机号');
      if (!MOBILE.test(principalMobile)) fail('亲属手机号格式不正确');
      relation = required(body.relation, '与申请人关系');
      if (!RELATIONS.includes(relation)) fail('与申请人关系不正确');
      const c = body.consent as { agreed?: unknown; statement?: unknown } | undefined;
      if (!c || c.agreed !== true) fail('请先取得亲属同意并确认授权');
      consent = {
        agreedAt: clock.now(),
        statement: text(c!.statement, '授权声明', 200) || `${principalName}同意由${applicantName}代为申请帮办代办服务`,
      };
    }
    const now = clock.now();
    const row: AgencyRequestRow = {
      id: newId('AG'),
      userId: session.userId,
      applicantName,
      applicantMobile: session.mobile ?? contactMobile,
      forWhom,
      principalName,
      principalIdcard,
      principalMobile,
      relation,
      consent,
      matterId,
      matterName,
      hallId: String(body.hallId || 'H1201010'),
      contactMobile,
      preferredTime: text(preferredTime, '期望办理时间', 30),
      materials: materialList(body.materials),
      remark: text(body.remark, '补充说明'),
      status: 'submitted',
      version: 1,
      assigneeId: null,
      assigneeName: null,
      assigneeMobile: null,
      history: [{ status: 'submitted', at: now, byName: applicantName, byRole: 'citizen' }],
      messages: [message('system', '系统', '您的帮办代办申请已提交，等待帮办员接单。')],
      signature: null,
      createdAt: now,
      updatedAt: now,
    };
    agencyRequests.insert(row);
    scheduleAutoGrab(row.id, now);
    return { id: row.id, status: row.status };
  }),

  /** Lists: `scope=mine` (citizen, also requests made for them), `pool` (staff: waiting for a grab), `assigned` (staff: taken by me). */
  handle('get', `${BASE}/list`, ({ query, requireSession }) => {
    const session = requireSession();
    const scope = query.get('scope') ?? 'mine';
    const status = query.get('status');
    let rows: AgencyRequestRow[];
    if (scope === 'mine') rows = agencyRequests.filter((r) => r.userId === session.userId || isPrincipal(r, session));
    else if (scope === 'pool') {
      requireStaff(session);
      rows = agencyRequests.filter((r) => r.status === 'submitted');
    } else if (scope === 'assigned') {
      const me = requireStaff(session);
      rows = agencyRequests.filter((r) => r.assigneeId === me.id);
    } else return fail('scope不正确');
    if (status) {
      if (!isStatus(status)) fail('状态不正确');
      rows = rows.filter((r) => r.status === status);
    }
    rows.sort((a, b) => b.updatedAt - a.updatedAt);
    const page = paged(rows, query);
    return { ...page, records: page.records.map((r) => view(r, session)) };
  }),

  handle('get', `${BASE}/queryById`, ({ query, requireSession }) => {
    const session = requireSession();
    return view(findVisible(required(query.get('id'), '申请编号'), session), session);
  }),

  /** Edit (owner, while waiting for a grab or for the citizen) or leave a message (owner or assignee). */
  handle('post', `${BASE}/edit`, ({ body, requireSession }) => {
    const session = requireSession();
    const row = findVisible(required(body.id, '申请编号'), session);
    const actor = actorOf(row, session);
    if (actor !== 'owner' && actor !== 'assignee') fail('无权修改此申请', 403);
    if (row.status === 'done' || row.status === 'cancelled') fail(`申请${STATUS_LABELS[row.status]}，不能再修改`, 409);
    const patch: Partial<AgencyRequestRow> = {};
    const fields = ['contactMobile', 'preferredTime', 'remark', 'materials'].filter((k) => body[k] !== undefined);
    if (fields.length) {
      if (actor !== 'owner') fail('只有申请人可以修改申请内容', 403);
      if (row.status !== 'submitted' && row.status !== 'waitingCitizen') fail('当前状态不能修改申请内容', 409);
      if (body.contactMobile !== undefined) {
        const m = String(body.contactMobile);
        if (!MOBILE.test(m)) fail('联系电话格式不正确');
        patch.contactMobile = m;
      }
      if (body.preferredTime !== undefined) patch.preferredTime = text(required(body.preferredTime, '期望办理时间'), '期望办理时间', 30);
      if (body.remark !== undefined) patch.remark = text(body.remark, '补充说明');
      if (body.materials !== undefined) patch.materials = materialList(body.materials);
    }
    const content = text(body.message, '留言', 300);
    if (!fields.length && !content) fail('没有要修改的内容');
    if (content) {
      const me = staffOf(session);
      patch.messages = [
        ...row.messages,
        actor === 'assignee' ? message('staff', me!.name, content) : message('citizen', row.applicantName, content),
      ];
    }
    const updated = agencyRequests.update(row.id, { ...patch, version: row.version + 1, updatedAt: clock.now() })!;
    return view(updated, session);
  }),

  /**
   * Status moves, checked against the state machine. `grabbed` is the grab: the first grab of the
   * version the staff member saw wins, the request gets a grabOrders message and a greeting.
   */
  handle('post', `${BASE}/updateStatus`, ({ body, requireSession }) => {
    const session = requireSession();
    const id = required(body.id, '申请编号');
    const to = body.status;
    if (!isStatus(to)) return fail('状态不正确');
    const note = text(body.note, '说明', 200);
    if (to === 'grabbed') {
      const me = requireStaff(session);
      if (me.role === 'volunteer') fail('志愿者不能接单，请联系帮办员', 403);
      if (!me.onDuty) fail('请先切换为在岗状态再接单', 409);
      // Another tab may have grabbed a moment ago: read the shared state before deciding.
      reloadFromPersistence();
      const row = agencyRequests.get(id);
      if (!row) return fail('申请不存在', 404);
      const verdict = checkGrab(row, me.id, body.version === undefined ? undefined : Number(body.version));
      if (!verdict.ok) return fail(verdict.message, verdict.code);
      const updated = grabAs(row, me, { note });
      return view(updated, session);
    }
    const row = findVisible(id, session);
    const actor = actorOf(row, session);
    const verdict = checkMove(row.status, to, actor);
    if (!verdict.ok) return fail(verdict.message, verdict.code);
    if (to === 'cancelled' && !note) fail('请填写取消原因');
    const me = staffOf(session);
    const byName = actor === 'assignee' ? me!.name : row.applicantName;
    const now = clock.now();
    const released = to === 'submitted';
    const messages = [...row.messages];
    if (note) messages.push(message(actor === 'assignee' ? 'staff' : 'citizen', byName, note));
    messages.push(message('system', '系统', released ? `帮办员${byName}已退回，等待其他帮办员接单` : `申请状态变为“${STATUS_LABELS[to]}”`));
    const updated = agencyRequests.update(row.id, {
      status: to,
      version: row.version + 1,
      updatedAt: now,
      ...(released ? { assigneeId: null, assigneeName: null, assigneeMobile: null } : {}),
      history: [
        ...row.history,
        { status: to, at: now, byName, byRole: actor === 'assignee' ? 'staff' : 'citizen', ...(note ? { note } : {}) },
      ],
      messages,
    })!;
    // Back in the pool: taken automatically later if no assistant of the hall is online then.
    if (released) scheduleAutoGrab(updated.id, now);
    // Closed by the assistant (办结, or cancelled for the citizen): the citizen hears of it.
    if (actor === 'assignee' && (to === 'done' || to === 'cancelled'))
      notify(
        row.userId,
        'agency.closed',
        {
          title: to === 'done' ? '帮办代办已办结' : '帮办代办已取消',
          body: `您的帮办代办申请“${row.matterName}”${to === 'done' ? '已办结' : `已由帮办员取消：${note}`}。`,
          link: `/myAgencyDetails?id=${encodeURIComponent(row.id)}`,
        },
        { ref: row.id },
      );
    return released ? { id: updated.id, status: updated.status } : view(updated, session);
  }),

  /** The assignee signs the request's document: the hash must be the hash of the document the emulator serves. */
  handle('post', `${BASE}/editAndSign`, async ({ body, requireSession }) => {
    const session = requireSession();
    const row = findVisible(required(body.id, '申请编号'), session);
    const actor = actorOf(row, session);
    const verdict = checkMove(row.status, 'signed', actor, true);
    if (!verdict.ok) return fail(verdict.message, verdict.code);
    const image = required(body.image, '签名');
    if (!image.startsWith('data:image/png;base64,') || image.length > MAX_SIGNATURE_CHARS) fail('签名图片格式不正确');
    const points = Number(body.points);
    if (!Number.isFinite(points) || points < MIN_SIGNATURE_POINTS) fail('签名过短，请重新签名');
    const docHash = required(body.docHash, '文书摘要').toLowerCase();
    if (docHash !== (await sha256Hex(documentText(row)))) fail('文书内容已变化，请核对后重新签名', 409);
    const me = staffOf(session)!;
    const now = clock.now();
    const device = text(required(body.device, '签名设备'), '签名设备', 200);
    const remark = body.remark !== undefined ? text(body.remark, '办理说明') : undefined;
    const updated = agencyRequests.update(row.id, {
      status: 'signed',
      version: row.version + 1,
      updatedAt: now,
      signature: { image, docHash, signedAt: now, device, signerId: me.id, signerName: me.name, points },
      history: [...row.history, { status: 'signed', at: now, byName: me.name, byRole: 'staff', ...(remark ? { note: remark } : {}) }],
      messages: [...row.messages, message('system', '系统', `帮办员${me.name}已签名确认`)],
    })!;
    return view(updated, session);
  }),

  /** Staff colleagues; numbers masked for volunteers. */
  handle('get', `${BASE}/addressBook`, ({ query, requireSession }) => {
    const me = requireStaff(requireSession());
    const keyword = (query.get('keyword') ?? '').trim().toLowerCase();
    const onDuty = query.get('onDuty');
    const masked = me.role === 'volunteer';
    return staff
      .filter(
        (s) =>
          !keyword ||
          s.name.includes(keyword) ||
          s.pinyin.replace(/ /g, '').includes(keyword.replace(/ /g, '')) ||
          s.departmentName.includes(keyword) ||
          s.mobile.includes(keyword),
      )
      .filter((s) => onDuty !== '1' || s.onDuty)
      .map((s) => ({
        ...s,
        mobile: masked && s.id !== me.id ? maskMobile(s.mobile) : s.mobile,
        masked: masked && s.id !== me.id,
        self: s.id === me.id,
      }));
  }),

  /** Whether the session is a staff member's, and who. */
  handle('get', `${BASE}/staffInfo`, ({ requireSession }) => {
    const me = staffOf(requireSession());
    return me ? { isStaff: true, staff: me } : { isStaff: false, staff: null };
  }),

  handle('post', `${BASE}/onDuty`, ({ body, requireSession }) => {
    const me = requireStaff(requireSession());
    if (typeof body.onDuty !== 'boolean') fail('在岗状态不正确');
    return staff.update(me.id, { onDuty: body.onDuty as boolean });
  }),
];

export type { AgencyStatus };

import type { CaseEvent, CaseMaterial, CaseStage } from '@/contract/online';

/**
 * How the emulator's staff move a case on its clock (pure, tested as tables): 申请 (received) →
 * 预审 after PRE_REVIEW_MS: every material is looked at; any unreadable one is returned for 补正
 * with its reason, else the case is 受理 (accepted) with its promised deadline → 审核 (reviewing)
 * → 办结 (approved). A returned case not fixed within SUPPLEMENT_MS is 不予受理 (rejected); a day
 * before that the citizen is reminded.
 */
export const PRE_REVIEW_MS = 30 * 60_000;
export const REVIEW_START_MS = 60 * 60_000;
export const DECIDE_MS = 3 * 60 * 60_000;
export const SUPPLEMENT_MS = 5 * 24 * 60 * 60_000;
export const REMIND_BEFORE_MS = 24 * 60 * 60_000;
/** A photo smaller than this cannot show a page of a document legibly. */
export const MIN_LEGIBLE_BYTES = 2048;
const READABLE = /^(image\/(jpeg|png)|application\/pdf)$/;

export interface CaseState {
  stage: CaseStage;
  stageSince: number;
  materials: CaseMaterial[];
  events: CaseEvent[];
  promiseDays: number;
  acceptedAt: number | null;
  dueAt: number | null;
  supplementDueAt: number | null;
  reminded: boolean;
  hallName: string;
  windowName: string;
}

/** What the reviewing staff say of one material: null when it is acceptable. */
export function materialProblem(m: CaseMaterial): string | null {
  if (m.certId) return null;
  if (m.files.length === 0) return m.required ? '未提交该材料' : null;
  if (m.files.some((f) => !READABLE.test(f.type))) return '文件格式不符合要求，请上传JPG、PNG照片或PDF文件';
  if (m.files.some((f) => f.size < MIN_LEGIBLE_BYTES)) return '图片过小或不清晰，无法辨认，请重新拍摄后上传';
  return null;
}

const DAY = 24 * 60 * 60_000;

/** The promised deadline: `days` working days (Monday to Friday, China time) after `from`. */
export function addWorkingDays(from: number, days: number): number {
  let t = from;
  let left = days;
  while (left > 0) {
    t += DAY;
    const weekday = new Date(t + 8 * 3600_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return t;
}

/**
 * The review on the clock is the emulator's: no staff account reviews cases (the app has no page
 * for it), so it is never held for someone online, and each of its steps says it was automatic.
 */
export const AUTO = '（自动审核）';

const fmtDays = (ms: number) => `${Math.round(ms / DAY)}日`;

/** The case with one more event in its history, and what the event changed. */
const withEvent = (s: CaseState, event: CaseState['events'][number], change: Partial<CaseState> = {}): CaseState => ({
  ...s,
  ...change,
  events: [...s.events, event],
});

/** The pre-review, once due: materials with a problem go back for 补正, else the case is accepted. */
function preReviewed(s: CaseState, staff: string): CaseState {
  const at = s.stageSince + PRE_REVIEW_MS;
  const materials = s.materials.map((m) => {
    if (m.status === 'ok') return m;
    const problem = materialProblem(m);
    return problem ? { ...m, status: 'returned' as const, reason: problem } : { ...m, status: 'ok' as const, reason: '' };
  });
  const returned = materials.filter((m) => m.status === 'returned');
  if (returned.length) {
    return withEvent(
      s,
      {
        kind: 'returned',
        at,
        title: '材料需补正',
        actor: `预审人员（${staff}）${AUTO}`,
        place: s.hallName,
        note: `${returned.map((m) => `${m.name}：${m.reason}`).join('；')}。请在${fmtDays(SUPPLEMENT_MS)}内补正。`,
      },
      { materials, stage: 'returned', stageSince: at, supplementDueAt: at + SUPPLEMENT_MS, reminded: false },
    );
  }
  return withEvent(
    s,
    {
      kind: 'accepted',
      at,
      title: '已受理',
      actor: `受理人员（${staff}）${AUTO}`,
      place: s.hallName,
      note: `材料齐全，符合法定形式，予以受理。承诺${s.promiseDays ? `${s.promiseDays}个工作日内` : '即时'}办结。`,
    },
    { materials, stage: 'accepted', stageSince: at, acceptedAt: at, dueAt: addWorkingDays(at, s.promiseDays), supplementDueAt: null },
  );
}

/** A case waiting for 补正 due at `due`: the reminder a day before, then 不予受理 once it has passed. */
function supplementStep(s: CaseState, due: number, now: number, staff: string): CaseState | null {
  if (!s.reminded && now >= due - REMIND_BEFORE_MS && now < due) {
    return withEvent(
      s,
      {
        kind: 'reminder',
        at: due - REMIND_BEFORE_MS,
        title: '补正期限即将届满',
        actor: '系统提醒',
        place: s.hallName,
        note: '补正期限还剩1天，逾期未补正将不予受理。',
      },
      { reminded: true },
    );
  }
  if (now < due) return null;
  return withEvent(
    s,
    {
      kind: 'rejected',
      at: due,
      title: '不予受理',
      actor: `受理人员（${staff}）${AUTO}`,
      place: s.hallName,
      note: '逾期未补正材料，视为撤回申请，不予受理。可重新提交申请。',
    },
    { stage: 'rejected', stageSince: due },
  );
}

/** The next step of the case that has fallen due by `now`, or null when none has. */
function nextStep(s: CaseState, now: number, staff: string): CaseState | null {
  if (s.stage === 'received' && now >= s.stageSince + PRE_REVIEW_MS) return preReviewed(s, staff);
  if (s.stage === 'returned' && s.supplementDueAt !== null) return supplementStep(s, s.supplementDueAt, now, staff);
  if (s.stage === 'accepted' && now >= s.stageSince + REVIEW_START_MS) {
    const at = s.stageSince + REVIEW_START_MS;
    const event = {
      kind: 'reviewing',
      at,
      title: '审核中',
      actor: `承办科室审核人员${AUTO}`,
      place: s.hallName,
      note: '承办部门正在审查材料。',
    } as const;
    return withEvent(s, event, { stage: 'reviewing', stageSince: at });
  }
  if (s.stage === 'reviewing' && now >= s.stageSince + DECIDE_MS) {
    const at = s.stageSince + DECIDE_MS;
    const event = {
      kind: 'approved',
      at,
      title: '已办结',
      actor: `承办部门负责人${AUTO}`,
      place: s.hallName,
      note: '准予办理，办理结果已生成。',
    } as const;
    return withEvent(s, event, { stage: 'approved', stageSince: at });
  }
  return null;
}

/** The case as it stands at `now`: every step that fell due is taken, at the time it fell due. */
export function advanceCase(c: CaseState, now: number): CaseState {
  let s: CaseState = { ...c, materials: c.materials.map((m) => ({ ...m })), events: [...c.events] };
  const staff = `${s.hallName} ${s.windowName}`;
  for (let next = nextStep(s, now, staff); next; next = nextStep(s, now, staff)) s = next;
  return s;
}

/** Replaces the returned materials with the citizen's fixes and starts the pre-review again. */
export function supplementCase(
  c: CaseState,
  fixes: Map<number, Pick<CaseMaterial, 'files' | 'certId' | 'certName'>>,
  now: number,
): CaseState {
  if (c.stage !== 'returned') throw new Error('not returned');
  const materials = c.materials.map((m) => {
    const fix = fixes.get(m.index);
    return m.status === 'returned' && fix ? { ...m, ...fix, status: 'pending' as const, reason: '' } : m;
  });
  return {
    ...c,
    materials,
    stage: 'received',
    stageSince: now,
    supplementDueAt: null,
    reminded: false,
    events: [
      ...c.events,
      {
        kind: 'supplemented',
        at: now,
        title: '已补正材料',
        actor: '申请人',
        place: '网上办理',
        note: `重新提交：${materials
          .filter((m) => fixes.has(m.index))
          .map((m) => m.name)
          .join('、')}`,
      },
    ],
  };
}

import { clock } from '@/mocks/clock';
import type { NoticeKind, NoticePreferencesAnswer } from '@/contract/notice-preferences';
import { noticePrefs, realNames, residents } from './tables';
import { mobileUsers, partnerUsers, wxUsers } from '@/mocks/features/auth';
import { fail, handle, required, type SessionRow } from '@/mocks/gateway';
import { checkResidentId } from '@/mocks/rules/resident-id';

// Chinese names (with the middle dot of minority names) or Latin-script names.
const NAME = /^(?:[\u3400-\u9fff]+(?:[·•][\u3400-\u9fff]+)*|[A-Za-z]+(?:[ .·'-][A-Za-z]+)*)$/;

function checkName(raw: unknown): string {
  const name = required(raw, '姓名').trim();
  if (Array.from(name).length < 2 || Array.from(name).length > 30 || !NAME.test(name)) fail('姓名格式不正确');
  return name;
}

/**
 * The account part of the user info (docs/spec-rules.md section 3), from the account the session logged in
 * with: the chat-app user, the mobile user or the partner user. The login response's userInfo
 * comes from the same rows, so 我的 and 个人信息 show one name.
 */
function account(session: SessionRow) {
  const wx = session.authority === 'openId' && session.openId ? wxUsers.get(session.openId) : null;
  const partner = session.authority === 'luluTong' ? partnerUsers.find((u) => u.userId === session.userId) : null;
  const mobileUser = session.authority === 'mobile' && session.mobile ? mobileUsers.get(session.mobile) : null;
  const mobile = session.mobile || wx?.mobile || partner?.mobile || '';
  const nickName = wx?.nickName || partner?.nickName || mobileUser?.nickName || (mobile ? `用户${mobile.slice(-4)}` : '微信用户');
  return {
    userId: session.userId,
    nickName,
    mobile,
    headImgUrl: wx?.headImgUrl ?? '',
    hallId: wx?.hallId ?? '',
  };
}

function userInfo(session: SessionRow) {
  const verified = realNames.get(session.userId);
  return {
    ...account(session),
    userName: verified?.name ?? '',
    idcard: verified?.idcard ?? '',
    realNameVerified: Boolean(verified),
    verifiedAt: verified?.verifiedAt ?? null,
  };
}

const NOTICE_KINDS: NoticeKind[] = ['progress', 'reservation', 'queue', 'system'];

/** A user's notice preferences; every notice is on until the user changes one. */
export function noticePreferencesOf(userId: string): NoticePreferencesAnswer {
  const row = noticePrefs.get(userId);
  return row
    ? { progress: row.progress, reservation: row.reservation, queue: row.queue, system: row.system, updatedAt: row.updatedAt }
    : { progress: true, reservation: true, queue: true, system: true, updatedAt: null };
}

export const handlers = [
  /** The logged-in user's info (docs/spec-rules.md section 3), with the verified identity if any. */
  handle('get', '/user-center/user/info', ({ requireSession }) => userInfo(requireSession())),

  /** Real-name verification: the id rule checked here on its own, then the registry. */
  handle('post', '/user-center/realName/verify', ({ body, requireSession }) => {
    const session = requireSession();
    const name = checkName(body.name);
    const idcard = required(body.idcard, '身份证号');
    // No trimming: the rule refuses what the client should have cleaned.
    const verdict = checkResidentId(idcard);
    if (!verdict.ok) return fail(verdict.message);
    const resident = residents.get(verdict.canonical);
    if (resident && resident.name !== name) fail('姓名与身份证号不一致，请核对后重试');
    const holder = realNames.find((r) => r.canonical === verdict.canonical && r.id !== session.userId);
    if (holder) fail('该身份证号已被其他账号实名认证');
    const row = { id: session.userId, name, idcard: idcard.toUpperCase(), canonical: verdict.canonical, verifiedAt: clock.now() };
    if (realNames.get(session.userId)) realNames.update(session.userId, row);
    else realNames.insert(row);
    return userInfo(session);
  }),

  /** The user's notice preferences (设置 → 消息通知). */
  handle('get', '/service-xzyd/notice/preferences', ({ requireSession }) => noticePreferencesOf(requireSession().userId)),

  /** Changes some of them: only the four kinds, only true or false, at least one. */
  handle('post', '/service-xzyd/notice/preferences', ({ body, requireSession }) => {
    const session = requireSession();
    const keys = Object.keys(body);
    if (!keys.length) fail('没有要修改的通知设置');
    for (const key of keys) {
      if (!NOTICE_KINDS.includes(key as NoticeKind)) fail(`未知的通知类型：${key}`);
      if (typeof body[key] !== 'boolean') fail('通知设置只能开启或关闭');
    }
    const { updatedAt: _, ...current } = noticePreferencesOf(session.userId);
    const row = { id: session.userId, ...current, ...(body as Partial<Record<NoticeKind, boolean>>), updatedAt: clock.now() };
    if (noticePrefs.get(session.userId)) noticePrefs.update(session.userId, row);
    else noticePrefs.insert(row);
    return noticePreferencesOf(session.userId);
  }),
];

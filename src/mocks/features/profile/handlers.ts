import { clock } from '@/mocks/clock';
import { realNames, residents } from './tables';
import { fail, handle, required, type SessionRow } from '@/mocks/gateway';
import { checkResidentId } from '@/mocks/rules/resident-id';

// Chinese names (with the middle dot of minority names) or Latin-script names.
const NAME = /^(?:[\u3400-\u9fff]+(?:[·•][\u3400-\u9fff]+)*|[A-Za-z]+(?:[ .·'-][A-Za-z]+)*)$/;

function checkName(raw: unknown): string {
  const name = required(raw, '姓名').trim();
  if (Array.from(name).length < 2 || Array.from(name).length > 30 || !NAME.test(name)) fail('姓名格式不正确');
  return name;
}

/** The account part of the user info, from what the session knows. */
function account(session: SessionRow) {
  const mobile = session.mobile ?? '';
  return {
    userId: session.userId,
    nickName: mobile ? `用户${mobile.slice(-4)}` : '微信用户',
    mobile,
    headImgUrl: '',
    hallId: '',
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

export const handlers = [
  /** The logged-in user's info (spec section 3), with the verified identity if any. */
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
];

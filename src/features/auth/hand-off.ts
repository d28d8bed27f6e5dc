import type { KeyValue } from './flows';
import type { LocalKey } from '@/lib/storage/storage';
import type { AuthCode } from './api/get-auth-code';

/**
 * The address a partner or third-party system is opened at with the logged-in user: the target
 * plus a one-time `authCode` (get auth code with the stored openId and uc user id), which that
 * system exchanges with the gateway for the user (in the hash's query when the target is a
 * hash route, `…/#/entry?authCode=…`). Rejects when nobody is logged in.
 */
export async function handOffUrl(
  target: string,
  deps: { local: KeyValue<LocalKey>; getAuthCode(p: { openId: string; userId: string }): Promise<AuthCode> },
): Promise<string> {
  const userId = deps.local.get('userId');
  if (!userId) throw new Error('hand-off needs a logged-in user');
  const { authCode } = await deps.getAuthCode({ openId: deps.local.get('openId') ?? '', userId });
  const url = new URL(target);
  // A hash-routed system (`…/#/entry?x=1`) reads its parameters from the hash's query.
  if (url.hash.startsWith('#/')) {
    const [route, query = ''] = url.hash.slice(1).split(/\?(.*)/s);
    const params = new URLSearchParams(query);
    params.set('authCode', authCode);
    url.hash = `${route}?${params}`;
  } else url.searchParams.set('authCode', authCode);
  return url.href;
}

import { GatewayError, MESSAGES } from '@/lib/http/errors';

/**
 * The cloud client resolves `false` after it has shown a failure (docs/spec-rules.md section 7); queries
 * need a rejection to show their error state, so a `false` becomes one here. The cloud's envelope
 * passes a body without `success` through as it is: what is not an object or a list (a proxy's HTML
 * page, a bare text) is not an answer of these calls, and is refused as malformed here. Given to the
 * page, it broke its rendering, and the retry rendered the same answer again (the fault matrix,
 * docs/reliability.md).
 */
export async function cloudData<T>(call: Promise<T | false>): Promise<T> {
  const value = await call;
  if (value === false) throw new GatewayError('business', '加载失败，请稍后重试');
  if (typeof value !== 'object' || value === null) throw new GatewayError('malformed', MESSAGES.malformed);
  return value;
}

import { GatewayError } from '@/lib/http/errors';

/**
 * The cloud client resolves `false` after it has shown a failure (docs/spec-rules.md section 7); queries
 * need a rejection to show their error state, so a `false` becomes one here.
 */
export async function cloudData<T>(call: Promise<T | false>): Promise<T> {
  const value = await call;
  if (value === false) throw new GatewayError('business', '加载失败，请稍后重试');
  return value;
}

import { gateway } from '@/lib/http/client';

/** The messenger app id of the deployment's root area (`GET /login/get/defaultAppId`). */
export async function getDefaultAppId(params: { rootArea: string }): Promise<string> {
  const res = await gateway.get<{ appId?: string } | string>('/login/get/defaultAppId', params, { silent: true });
  const appId = typeof res === 'string' ? res : res?.appId;
  if (!appId) throw new Error('defaultAppId: no appId');
  return appId;
}

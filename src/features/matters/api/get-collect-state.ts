import { gateway } from '../../../lib/http/client';

/** Whether the signed-in user collected a matter. */
export function getCollectState(matterId: string): Promise<{ collected: boolean }> {
  return gateway.get('/service-xzyd/matter/collect/state', { matterId }, { silent: true });
}

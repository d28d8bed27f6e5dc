import { gateway } from '../../../lib/http/client';

/** Collects a matter, or removes it from the collection (kept for mySettingsCollection). */
export function toggleCollect(matterId: string): Promise<{ collected: boolean }> {
  return gateway.post('/service-xzyd/matter/collect/toggle', { matterId });
}

import { gateway } from '@/lib/http/client';

/** Cancels a 远程办 booking. */
export function cancelRemote(id: string): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/online-processing/anon/remote/cancel', { id }, { silent: true });
}

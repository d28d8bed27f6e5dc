import { gateway } from '@/lib/http/client';

/** Books a 远程办 video callback. */
export function bookRemote(params: { matterId: string; slot: number; mobile: string; topic: string }): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/online-processing/anon/remote/book', params, { silent: true });
}

import { gateway } from '@/lib/http/client';

/** Writes feedback on a 跨省通办 request; staff answer on the emulator's clock. */
export function sendCrossFeedback(params: { id: string; content: string }): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/online-processing/anon/cross/feedback', params, { silent: true });
}

import { gateway } from '@/lib/http/client';
import type { PreAuditMaterials } from './submit-pre-audit';

/** Sends again only the materials the pre-review returned. */
export function resubmitPreAudit(params: PreAuditMaterials & { id: string }): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/online-processing/anon/preAudit/resubmit', params, { silent: true });
}

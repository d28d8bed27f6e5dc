import { gateway } from '@/lib/http/client';

export interface PreAuditMaterials {
  materials: { index: number; files: string[]; certId?: string }[];
}

/** 预审: sends materials for staff to look at before applying. */
export function submitPreAudit(params: PreAuditMaterials & { matterId: string }): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/online-processing/anon/preAudit/submit', params, { silent: true });
}

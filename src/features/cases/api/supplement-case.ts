import { gateway } from '@/lib/http/client';

/** 补正: sends again only the returned materials of a case. */
export function supplementCase(params: {
  id: string;
  materials: { index: number; files: string[]; certId?: string }[];
}): Promise<{ id: string }> {
  return gateway.post<{ id: string }>('/service-xzyd/case/supplement', params, { silent: true });
}

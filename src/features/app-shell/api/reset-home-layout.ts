import { gateway } from '@/lib/http/client';
import type { HomeLayout } from '../home-layout-types';

/** Back to the area's default home entries. */
export function resetHomeLayout(areaCode: string): Promise<HomeLayout> {
  return gateway.post<HomeLayout>('/service-xzyd/homeLayout/reset', { areaCode }, { silent: true });
}

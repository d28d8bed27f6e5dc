import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { SecondMenu } from '../home-layout-types';

/** The area's second-level service menu (attribute second_sys_area_config); empty when unset. */
export async function getSecondMenu(areaCode: string): Promise<SecondMenu> {
  const raw = await gateway.get<Record<string, string | null>>(
    '/attr/owBizObjAttr/anon/batchGet',
    { objId: areaCode, objType: 'area', attrs: 'second_sys_area_config' },
    { silent: true },
  );
  try {
    const parsed = raw.second_sys_area_config ? (JSON.parse(raw.second_sys_area_config) as SecondMenu) : null;
    return parsed && Array.isArray(parsed.groups) ? parsed : { groups: [] };
  } catch {
    return { groups: [] };
  }
}

export const secondMenuQuery = (areaCode: string) =>
  queryOptions({
    queryKey: ['app-shell', 'second-menu', areaCode] as const,
    queryFn: () => getSecondMenu(areaCode),
    staleTime: 5 * 60_000,
  });

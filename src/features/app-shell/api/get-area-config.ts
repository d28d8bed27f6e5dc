import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { AreaConfig } from '../types';

const ATTRS = ['home_sys_area_config', 'me_sys_reservation_config', 'use_robot'] as const;

function parseJson<T>(raw: string | null | undefined, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** The area's configuration attributes (batchGet), parsed; missing ones fall back to empty. */
export async function getAreaConfig(areaCode: string): Promise<AreaConfig> {
  const raw = await gateway.get<Record<string, string | null>>('/attr/owBizObjAttr/anon/batchGet', {
    objId: areaCode,
    objType: 'area',
    attrs: ATTRS.join(','),
  });
  return {
    home: parseJson(raw.home_sys_area_config, { entries: [], banner: '' }),
    reservation: parseJson(raw.me_sys_reservation_config, null),
    useRobot: raw.use_robot === '1' || raw.use_robot === 'true',
  };
}

/** Query options of the area's configuration (kept five minutes). */
export const areaConfigQuery = (areaCode: string) =>
  queryOptions({ queryKey: ['app-shell', 'area-config', areaCode], queryFn: () => getAreaConfig(areaCode), staleTime: 5 * 60_000 });

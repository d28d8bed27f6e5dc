import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';

/** One attribute row of `authentication/list`. */
interface AttrItem {
  attrName: string;
  attrValue: string | null;
}

/** A third-party system the logged-in user is handed to with a one-time auth code. */
export interface ThirdPartySystem {
  key: string;
  name: string;
  description: string;
  /** Its entry address: absolute http(s), or `#/…` on this app (the emulator's stand-in partner). */
  url: string;
}

export const THIRD_PARTY_ATTR = 'third_party_system';

/** An attribute value as a system, or null when it is not one (bad JSON, no name, an address of another scheme). */
export function parseThirdPartySystem(raw: string | null): ThirdPartySystem | null {
  if (!raw) return null;
  let v: Partial<ThirdPartySystem>;
  try {
    v = JSON.parse(raw) as Partial<ThirdPartySystem>;
  } catch {
    return null;
  }
  if (!v || typeof v.name !== 'string' || !v.name.trim() || typeof v.url !== 'string') return null;
  if (!/^https?:\/\/[^/@]+\//i.test(v.url) && !/^https?:\/\/[^/@]+$/i.test(v.url) && !v.url.startsWith('#/')) return null;
  return { key: typeof v.key === 'string' && v.key ? v.key : v.name, name: v.name.trim(), description: v.description ?? '', url: v.url };
}

/**
 * The area's third-party systems: `GET /service-xzyd/attr/owBizObjAttr/anon/authentication/list`
 * (objType `area`, objId the area code, attrName `third_party_system`), one row per system
 * (batchGet gives one value per name; this call lists every row). Rows that are not a system are
 * left out.
 */
export async function getThirdPartySystems(areaCode: string): Promise<ThirdPartySystem[]> {
  const rows = await gateway.get<AttrItem[]>(
    '/service-xzyd/attr/owBizObjAttr/anon/authentication/list',
    { objType: 'area', objId: areaCode, attrName: THIRD_PARTY_ATTR },
    { silent: true },
  );
  return (Array.isArray(rows) ? rows : [])
    .filter((r) => r.attrName === THIRD_PARTY_ATTR)
    .map((r) => parseThirdPartySystem(r.attrValue))
    .filter((s): s is ThirdPartySystem => s !== null);
}

export const thirdPartySystemsQuery = (areaCode: string) =>
  queryOptions({
    queryKey: ['app-shell', 'third-party-systems', areaCode],
    queryFn: () => getThirdPartySystems(areaCode),
    staleTime: 5 * 60_000,
    enabled: Boolean(areaCode),
  });

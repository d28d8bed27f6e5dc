import { queryOptions } from '@tanstack/react-query';
import { gateway } from '@/lib/http/client';
import type { HomeLayout } from '../home-layout-types';

export const homeLayoutKey = (areaCode: string) => ['app-shell', 'home-layout', areaCode] as const;

/** The user's home entries in an area, the area's default and what can be added. */
export function getHomeLayout(areaCode: string): Promise<HomeLayout> {
  return gateway.get<HomeLayout>('/service-xzyd/homeLayout/get', { areaCode }, { silent: true });
}

export const homeLayoutQuery = (areaCode: string) =>
  queryOptions({ queryKey: homeLayoutKey(areaCode), queryFn: () => getHomeLayout(areaCode) });

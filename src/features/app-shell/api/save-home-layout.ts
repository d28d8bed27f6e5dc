import { gateway } from '@/lib/http/client';
import type { HomeLayout } from '../home-layout-types';

/** Saves the user's home entries (keys in order) for an area. */
export function saveHomeLayout(params: { areaCode: string; keys: string[] }): Promise<HomeLayout> {
  return gateway.post<HomeLayout>('/service-xzyd/homeLayout/save', params, { silent: true });
}

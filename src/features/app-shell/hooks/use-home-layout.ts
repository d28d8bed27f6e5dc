import { useQuery } from '@tanstack/react-query';
import { homeLayoutQuery } from '../api/get-home-layout';
import { secondMenuQuery } from '../api/get-second-menu';

/** The user's home entries in an area (only asked for when someone is logged in). */
export function useHomeLayout(areaCode: string, enabled: boolean) {
  return useQuery({ ...homeLayoutQuery(areaCode), enabled });
}

export function useSecondMenu(areaCode: string) {
  return useQuery(secondMenuQuery(areaCode));
}

import type { ServiceEntry } from './types';

/** The second-level service menu of an area (second_sys_area_config). */
export interface SecondMenu {
  groups: { title: string; entries: ServiceEntry[] }[];
}

/** A user's home entries in one area. */
export interface HomeLayout {
  /** True when the user saved their own; false: the area's default. */
  custom: boolean;
  entries: ServiceEntry[];
  defaults: ServiceEntry[];
  /** Everything the area's menus offer (home grid first). */
  available: ServiceEntry[];
}

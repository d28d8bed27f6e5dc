/** Area list item (docs/spec-rules.md section 3). */
export interface AreaItem {
  text: string;
  value: string;
  hallLevel: number;
}

/** The area tree (regionTree). */
export interface AreaTreeNode extends AreaItem {
  children?: AreaTreeNode[];
}

/** Position of an area (docs/spec-rules.md section 3). */
export interface Position {
  adcode: string;
  district: string;
  level: number;
  parentNodeId: string;
  lat: number;
  lng: number;
  status: number;
}

/** A service entry of the home grid (home_sys_area_config). */
export interface ServiceEntry {
  key: string;
  title: string;
  route: string;
  /** Icon name the app maps to its icon set (bank, file, calendar, …). */
  icon: string;
}

/** A notice of an area. */
export interface Notice {
  id: string;
  title: string;
  content: string;
  publishDate: string;
}

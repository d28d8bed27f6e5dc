/** Area list item (spec section 3). */
export interface AreaItem {
  text: string;
  value: string;
  hallLevel: number;
}

export interface AreaTreeNode extends AreaItem {
  children?: AreaTreeNode[];
}

/** Position of an area (spec section 3). */
export interface Position {
  adcode: string;
  district: string;
  level: number;
  parentNodeId: string;
  lat: number;
  lng: number;
  status: number;
}

export interface ServiceEntry {
  key: string;
  title: string;
  route: string;
  icon: string;
}

/** Parsed per-area configuration attributes. */
export interface AreaConfig {
  home: { entries: ServiceEntry[]; banner: string };
  reservation: { enabled: boolean; days: number; slotMinutes: number } | null;
  useRobot: boolean;
}

export interface Notice {
  id: string;
  title: string;
  content: string;
  publishDate: string;
}

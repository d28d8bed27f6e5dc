import data from './areas.json';

export interface AreaNode {
  code: string;
  name: string;
  parent: string | null;
  /** 0 national, 1 province, 2 city, 3 district (trailing zeros of the code). */
  level: number;
  lat: number;
  lng: number;
}

function level(code: string): number {
  if (code === '000000') return 0;
  if (code.endsWith('0000')) return 1;
  if (code.endsWith('00')) return 2;
  return 3;
}

// Approximate district centres of Tianjin, so that distances in the emulator look plausible.
const CENTRES: Record<string, [number, number]> = {
  '120000': [39.0842, 117.2009],
  '120100': [39.0842, 117.2009],
  '120101': [39.1172, 117.1953],
  '120102': [39.1288, 117.2517],
  '120103': [39.1093, 117.2232],
  '120104': [39.1383, 117.1507],
  '120105': [39.1477, 117.197],
  '120106': [39.167, 117.1637],
  '120110': [39.0865, 117.3137],
  '120111': [39.1398, 117.0124],
  '120112': [38.9894, 117.3822],
  '120113': [39.2255, 117.135],
  '120114': [39.3839, 117.0442],
  '120115': [39.7167, 117.3092],
  '120116': [39.0032, 117.7102],
  '120117': [39.33, 117.8245],
  '120118': [38.9357, 116.9252],
  '120119': [40.0457, 117.4081],
};

function node(code: string, name: string, parent: string | null): AreaNode {
  const [lat, lng] = CENTRES[code] ?? [39.08, 117.2];
  return { code, name, parent, level: level(code), lat, lng };
}

/** Every division the emulator knows: the root province, its cities and districts. */
export const AREAS: AreaNode[] = [
  node(data.root.code, data.root.name, null),
  ...data.children.flatMap((city) => [
    node(city.code, city.name, data.root.code),
    ...city.children.map((d) => node(d.code, d.name, city.code)),
  ]),
];

export const AREA_BY_CODE = new Map(AREAS.map((a) => [a.code, a]));
export const ROOT_AREA = data.root.code;

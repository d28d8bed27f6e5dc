import shapes from '@/assets/maps/tianjin-districts.json';
import { seeded } from './random';

type Ring = number[][];

/** Exterior rings of each district's polygons, by area code (the map's own offline data). */
const RINGS = new Map<string, Ring[]>(
  shapes.features.map((f) => [
    f.properties.code,
    f.geometry.type === 'Polygon'
      ? [(f.geometry.coordinates as Ring[])[0]]
      : (f.geometry.coordinates as unknown as Ring[][]).map((p) => p[0]),
  ]),
);

function inRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point lies in the district's polygon (true for areas without a polygon: cities, the province). */
export function inDistrict(code: string, lat: number, lng: number): boolean {
  const rings = RINGS.get(code);
  return !rings || rings.some((r) => inRing(lng, lat, r));
}

/**
 * The point itself when it lies in the district; else a point drawn inside the polygon from a
 * generator seeded by `key` (the seed's own draws are left as they were, so other data keeps its values).
 */
export function placeInDistrict(code: string, lat: number, lng: number, key: string): { lat: number; lng: number } {
  const rings = RINGS.get(code);
  if (!rings || inDistrict(code, lat, lng)) return { lat, lng };
  let seed = 0;
  for (const ch of key) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  const rand = seeded(seed);
  const pts = rings.flat();
  const [minX, maxX] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0]))];
  const [minY, maxY] = [Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[1]))];
  // Nearer the middle of the bounding box first, so a pin does not sit on the border.
  for (let i = 0; i < 500; i++) {
    const x = minX + (maxX - minX) * (0.2 + rand() * 0.6);
    const y = minY + (maxY - minY) * (0.2 + rand() * 0.6);
    if (inDistrict(code, y, x)) return { lat: Math.round(y * 1e5) / 1e5, lng: Math.round(x * 1e5) / 1e5 };
  }
  return { lat, lng };
}

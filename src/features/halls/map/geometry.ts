import { geoContains, geoMercator, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import shapes from '@/assets/maps/tianjin-districts.json';

export interface DistrictShape {
  type: 'Feature';
  properties: { code: string; name: string; cp: number[] };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
}

/** Tianjin's 16 districts (offline, reduced from echarts@4.9.0 by scripts/build-districts.mjs). */
export const DISTRICTS = shapes.features as unknown as DistrictShape[];

/** The districts inside an area: all for the city or province, the one for a district. */
export function districtsOf(areaCode: string): DistrictShape[] {
  const own = DISTRICTS.filter((d) => d.properties.code === areaCode);
  return own.length ? own : DISTRICTS.filter((d) => d.properties.code.startsWith(areaCode.slice(0, areaCode.endsWith('0000') ? 2 : 4)));
}

export interface MapFrame {
  width: number;
  height: number;
  projection: GeoProjection;
  /** SVG path data of a district. */
  path: (d: DistrictShape) => string;
  /** [x, y] of a position in the frame. */
  point: (lat: number, lng: number) => [number, number];
}

/** A Mercator projection fitted to the given districts in a width × height frame (with a margin). */
export function makeFrame(fit: DistrictShape[], width: number, height: number, margin = 12): MapFrame {
  const collection = { type: 'FeatureCollection', features: fit.length ? fit : DISTRICTS } as unknown as GeoPermissibleObjects;
  const projection = geoMercator().fitExtent(
    [
      [margin, margin],
      [width - margin, height - margin],
    ],
    collection,
  );
  const gen = geoPath(projection);
  return {
    width,
    height,
    projection,
    path: (d) => gen(d as unknown as GeoPermissibleObjects) ?? '',
    point: (lat, lng) => {
      const p = projection([lng, lat]);
      return p ? [p[0], p[1]] : [Number.NaN, Number.NaN];
    },
  };
}

/** The district whose polygon holds a position, or null. */
export function districtAt(lat: number, lng: number): DistrictShape | null {
  return DISTRICTS.find((d) => geoContains(d as unknown as GeoPermissibleObjects, [lng, lat])) ?? null;
}

/** A pan and zoom: screen = k × frame + (x, y). */
export interface View {
  k: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 12;

const clampK = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** Zooms by `factor` keeping the frame point under (cx, cy) where it is. */
export function zoomAt(v: View, factor: number, cx: number, cy: number): View {
  const k = clampK(v.k * factor);
  const f = k / v.k;
  return { k, x: cx - (cx - v.x) * f, y: cy - (cy - v.y) * f };
}

/** The view that puts a frame point at the centre of the frame, at least at zoom `minK`. */
export function centreOn(v: View, px: number, py: number, width: number, height: number, minK = 3): View {
  const k = Math.max(v.k, minK);
  return { k, x: width / 2 - px * k, y: height / 2 - py * k };
}

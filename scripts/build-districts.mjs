// Reduces Tianjin's district polygons of echarts@4.9.0 (map/json/province/tianjin.json, Apache-2.0,
// coordinates in its zig-zag "UTF8Encoding") to the small GeoJSON the map draws offline:
// decoded, simplified (Douglas-Peucker, TOLERANCE degrees) and rounded to 3 decimals (~100 m).
// Keyed by the same codes as the area table (120101-120119).
// Run: npm pack echarts@4.9.0 && tar xzf echarts-4.9.0.tgz package/map/json/province/tianjin.json
//      npm run data:districts -- package/map/json/province/tianjin.json
// (writes src/assets/maps/tianjin-districts.json)
import { readFileSync, writeFileSync } from 'node:fs';

const TOLERANCE = 0.002;
const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/build-districts.mjs <path to echarts tianjin.json>');
const json = JSON.parse(readFileSync(source, 'utf8'));

/** echarts 4 parseGeoJson's decoding: zig-zag, delta from the offsets, scale 1024. */
function decodeRing(coordinate, offsets, scale) {
  const out = [];
  let prevX = offsets[0];
  let prevY = offsets[1];
  for (let i = 0; i < coordinate.length; i += 2) {
    let x = coordinate.charCodeAt(i) - 64;
    let y = coordinate.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += prevX;
    y += prevY;
    prevX = x;
    prevY = y;
    out.push([x / scale, y / scale]);
  }
  return out;
}

function perpendicular(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / len;
}

function simplify(points, tolerance) {
  if (points.length < 3) return points;
  let max = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = perpendicular(points[i], points[0], points[points.length - 1]);
    if (d > max) {
      max = d;
      index = i;
    }
  }
  if (max <= tolerance) return [points[0], points[points.length - 1]];
  const left = simplify(points.slice(0, index + 1), tolerance);
  return [...left.slice(0, -1), ...simplify(points.slice(index), tolerance)];
}

const round = (v) => Math.round(v * 1000) / 1000;

/** Signed area (shoelace); d3-geo wants exterior rings clockwise (negative here, with y up). */
function area(ring) {
  let s = 0;
  for (let i = 0; i < ring.length - 1; i++) s += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return s / 2;
}

function ringOf(raw, offsets, scale) {
  const decoded = json.UTF8Encoding ? decodeRing(raw, offsets, scale) : raw;
  let ring = simplify(decoded, TOLERANCE).map(([x, y]) => [round(x), round(y)]);
  ring = ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1][0] || p[1] !== ring[i - 1][1]);
  if (ring[0][0] !== ring[ring.length - 1][0] || ring[0][1] !== ring[ring.length - 1][1]) ring.push(ring[0]);
  // Clockwise exterior for d3-geo's spherical winding (otherwise it fills the rest of the globe).
  if (area(ring) > 0) ring.reverse();
  return ring;
}

const scale = json.UTF8Scale ?? 1024;
const features = json.features.map((f) => {
  const g = f.geometry;
  const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  const offsets = g.type === 'Polygon' ? [g.encodeOffsets] : g.encodeOffsets;
  const rings = polygons.map((poly, i) => poly.map((ring, j) => ringOf(ring, offsets?.[i]?.[j], scale)).slice(0, 1));
  return {
    type: 'Feature',
    properties: { code: String(f.id), name: f.properties.name, cp: f.properties.cp.map(round) },
    geometry: rings.length === 1 ? { type: 'Polygon', coordinates: rings[0] } : { type: 'MultiPolygon', coordinates: rings },
  };
});
const out = { type: 'FeatureCollection', source: 'echarts@4.9.0 map/json/province/tianjin.json (Apache-2.0)', features };
const text = JSON.stringify(out) + '\n';
writeFileSync(new URL('../src/assets/maps/tianjin-districts.json', import.meta.url), text);
const points = features.reduce((n, f) => n + JSON.stringify(f.geometry.coordinates).split('],[').length, 0);
console.log(`districts: ${features.length}, ~${points} points, ${text.length} bytes`);

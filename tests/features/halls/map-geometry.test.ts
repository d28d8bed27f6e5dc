import { geoContains, type GeoPermissibleObjects } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { centreOn, districtAt, districtsOf, DISTRICTS, makeFrame, zoomAt } from '@/features/halls/map/geometry';
import { halls } from '@/mocks/db/tables';

describe('district polygons (offline, reduced from echarts@4.9.0)', () => {
  it('has the 16 districts keyed by the area codes, each a closed ring that d3-geo reads as its own small area', () => {
    expect(DISTRICTS).toHaveLength(16);
    expect(DISTRICTS.map((d) => d.properties.code)).toContain('120101');
    for (const d of DISTRICTS) {
      const [lng, lat] = d.properties.cp;
      // The echarts label point of each district lies inside its own polygon (winding is right).
      expect(geoContains(d as unknown as GeoPermissibleObjects, [lng, lat]), d.properties.name).toBe(true);
      // …and a point far away does not (a wrongly wound ring covers the whole globe).
      expect(geoContains(d as unknown as GeoPermissibleObjects, [100, 20])).toBe(false);
    }
  });

  it('districtsOf: all for the city, one for a district', () => {
    expect(districtsOf('120100')).toHaveLength(16);
    expect(districtsOf('120000')).toHaveLength(16);
    expect(districtsOf('120104').map((d) => d.properties.name)).toEqual(['南开区']);
  });
});

describe('pin placement', () => {
  it("every district hall's coordinates land inside its district's polygon", () => {
    const districtHalls = halls.filter((h) => h.level === 3);
    expect(districtHalls.length).toBeGreaterThan(16);
    for (const h of districtHalls) expect(districtAt(h.lat, h.lng)?.properties.code, h.name).toBe(h.areaCode);
  });

  it("a pin's projected point lies inside its district's projected outline, within the frame", () => {
    const frame = makeFrame(DISTRICTS, 360, 420);
    for (const h of halls.filter((x) => x.level === 3)) {
      const [x, y] = frame.point(h.lat, h.lng);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(360);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(420);
      // Inverse projection returns to the same place (the pin is drawn where the hall is).
      const back = frame.projection.invert?.([x, y]);
      expect(back?.[0]).toBeCloseTo(h.lng, 5);
      expect(back?.[1]).toBeCloseTo(h.lat, 5);
    }
  });

  it('north is up and east is right', () => {
    const frame = makeFrame(DISTRICTS, 360, 420);
    const [x1, y1] = frame.point(39.1, 117.1);
    const [x2, y2] = frame.point(39.3, 117.4);
    expect(x2).toBeGreaterThan(x1);
    expect(y2).toBeLessThan(y1);
  });

  it('fitting one district makes it fill the frame', () => {
    const heping = makeFrame(districtsOf('120101'), 360, 420);
    const d = districtsOf('120101')[0];
    const [cx, cy] = heping.point(d.properties.cp[1], d.properties.cp[0]);
    expect(Math.abs(cx - 180)).toBeLessThan(120);
    expect(Math.abs(cy - 210)).toBeLessThan(150);
  });
});

describe('pan and zoom', () => {
  it('zoomAt keeps the point under the fingers in place and clamps the zoom', () => {
    const v = zoomAt({ k: 1, x: 0, y: 0 }, 2, 100, 50);
    expect(v.k).toBe(2);
    // The frame point (100, 50) is still drawn at (100, 50).
    expect(100 * v.k + v.x).toBeCloseTo(100);
    expect(50 * v.k + v.y).toBeCloseTo(50);
    expect(zoomAt({ k: 10, x: 0, y: 0 }, 5, 0, 0).k).toBe(12);
    expect(zoomAt({ k: 1, x: 0, y: 0 }, 0.1, 0, 0).k).toBe(1);
  });

  it('centreOn puts a point in the middle at zoom 3 or more', () => {
    const v = centreOn({ k: 1, x: 0, y: 0 }, 50, 60, 360, 420);
    expect(v.k).toBe(3);
    expect(50 * v.k + v.x).toBe(180);
    expect(60 * v.k + v.y).toBe(210);
    expect(centreOn({ k: 5, x: 0, y: 0 }, 0, 0, 360, 420).k).toBe(5);
  });
});

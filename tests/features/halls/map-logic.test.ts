import { describe, expect, it } from 'vitest';
import { activeFilterCount, alternativeAmong, filterHalls, NO_FILTERS } from '@/features/halls/map-filters';
import { mapApps } from '@/features/halls/map-links';
import type { Hall } from '@/features/halls/types';
import { busyLevel } from '@/mocks/features/halls/live';

const hall = (id: string, areaCode: string, openNow: boolean): Hall => ({
  id,
  name: `${id}大厅`,
  areaCode,
  address: '解放路1号',
  phone: '022-1',
  openHours: '周一至周五 9:00-17:00',
  lat: 39.1,
  lng: 117.2,
  level: 3,
  busy: 'idle',
  intro: '',
  floors: 1,
  windowCount: 9,
  openNow,
});

describe('map filters', () => {
  const all = [hall('a', '120101', true), hall('b', '120101', false), hall('c', '120102', true)];
  it('no filters: every hall', () => {
    expect(filterHalls(all, NO_FILTERS)).toEqual(all);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });
  it('district, open now and matter handled combine', () => {
    expect(filterHalls(all, { ...NO_FILTERS, district: '120101' }).map((h) => h.id)).toEqual(['a', 'b']);
    expect(filterHalls(all, { ...NO_FILTERS, openNow: true }).map((h) => h.id)).toEqual(['a', 'c']);
    expect(filterHalls(all, { ...NO_FILTERS, handling: new Set(['b', 'c']) }).map((h) => h.id)).toEqual(['b', 'c']);
    const f = { district: '120101', openNow: true, handling: new Set(['a', 'c']) };
    expect(filterHalls(all, f).map((h) => h.id)).toEqual(['a']);
    expect(activeFilterCount(f)).toBe(3);
    expect(filterHalls(all, { ...NO_FILTERS, handling: new Set() })).toEqual([]);
  });
});

describe('a crowded hall’s suggestion on the map', () => {
  const at = (h: Hall, lat: number, busy: Hall['busy'], openNow = true, waiting = 0): Hall => ({ ...h, lat, busy, openNow, waiting });
  const crowded = at(hall('A', '120101', true), 39.1, 'busy', true, 30);
  it('names the nearest open hall that is less busy', () => {
    const near = at(hall('B', '120101', true), 39.11, 'normal', true, 5);
    const far = at(hall('C', '120102', true), 39.2, 'idle', true, 0);
    const closedNearer = at(hall('D', '120101', false), 39.101, 'idle', false);
    const busyNearer = at(hall('E', '120101', true), 39.102, 'busy', true, 20);
    const got = alternativeAmong(crowded, [crowded, far, near, closedNearer, busyNearer]);
    expect(got).toMatchObject({ id: 'B', name: 'B大厅', busy: 'normal', waiting: 5 });
    expect(got!.distance).toBeGreaterThan(1000);
    expect(got!.distance).toBeLessThan(1200);
  });
  it('suggests nothing for a hall that is not crowded, or when no hall is less busy', () => {
    const other = at(hall('B', '120101', true), 39.11, 'idle');
    expect(alternativeAmong(at(hall('A', '120101', true), 39.1, 'normal'), [other])).toBeNull();
    expect(alternativeAmong(crowded, [crowded, at(other, 39.11, 'busy')])).toBeNull();
  });
});

describe('busy level (people waiting per open window)', () => {
  it('idle below 3 per window, normal below 7, busy from 7; nobody waiting is idle; waiting with no open window is busy', () => {
    expect(busyLevel(0, 0)).toBe('idle');
    expect(busyLevel(0, 5)).toBe('idle');
    expect(busyLevel(8, 3)).toBe('idle');
    expect(busyLevel(9, 3)).toBe('normal');
    expect(busyLevel(20, 3)).toBe('normal');
    expect(busyLevel(21, 3)).toBe('busy');
    expect(busyLevel(1, 0)).toBe('busy');
  });
});

describe('map hand-off', () => {
  const d = { lat: 39.117, lng: 117.195, name: '和平区政务服务中心', address: '天津市和平区解放路1号' };
  it('builds the map apps’ marker URIs with the GCJ-02 position and the name', () => {
    const apps = mapApps(d);
    expect(apps.map((a) => a.key)).toEqual(['amap', 'baidu', 'tencent', 'apple']);
    expect(apps[0].href).toBe(`https://uri.amap.com/marker?position=117.195000,39.117000&name=${encodeURIComponent(d.name)}&callnative=1`);
    expect(apps[1].href).toContain('coord_type=gcj02');
  });
});

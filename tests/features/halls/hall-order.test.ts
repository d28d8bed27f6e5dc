import { describe, expect, it } from 'vitest';
import { matchHalls, sortHalls } from '@/features/halls/hall-order';
import type { Hall } from '@/features/halls/types';

const hall = (id: string, busy: Hall['busy'], lat: number, lng: number, name = `${id}大厅`, address = '和平路1号'): Hall => ({
  id,
  name,
  areaCode: '120101',
  address,
  phone: '',
  openHours: '',
  lat,
  lng,
  level: 3,
  busy,
  intro: '',
  floors: 1,
  windowCount: 1,
});

// Centre: 天津市 (39.13, 117.20). Far north, near, middle.
const far = hall('far', 'idle', 39.6, 117.2);
const near = hall('near', 'busy', 39.131, 117.201);
const mid = hall('mid', 'normal', 39.2, 117.2, '河西区政务服务中心', '友谊路');
const centre = { lat: 39.13, lng: 117.2 };

describe('找大厅 order', () => {
  it('nearest to the area centre first', () => {
    expect(sortHalls([far, mid, near], 'distance', centre).map((h) => h.id)).toEqual(['near', 'mid', 'far']);
  });

  it('least busy first', () => {
    expect(sortHalls([near, mid, far], 'idle', centre).map((h) => h.id)).toEqual(['far', 'mid', 'near']);
  });

  it('keeps the server order by distance when the centre is unknown, and never sorts in place', () => {
    const list = [far, mid, near];
    expect(sortHalls(list, 'distance', null).map((h) => h.id)).toEqual(['far', 'mid', 'near']);
    sortHalls(list, 'idle');
    expect(list.map((h) => h.id)).toEqual(['far', 'mid', 'near']);
  });

  it('filters by name or address, ignoring surrounding spaces', () => {
    expect(matchHalls([far, mid, near], ' 河西 ').map((h) => h.id)).toEqual(['mid']);
    expect(matchHalls([far, mid, near], '友谊路').map((h) => h.id)).toEqual(['mid']);
    expect(matchHalls([far, mid, near], '')).toHaveLength(3);
  });
});

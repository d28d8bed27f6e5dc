import { describe, expect, it } from 'vitest';
import { clampLevel, nearestLevel, sheetAnchors } from '@/features/halls/hooks/use-hall-sheet';
import { explorerReducer, initialExplorer, type ExplorerAction, type ExplorerState } from '@/features/halls/map-explorer-state';

// 政务地图's state (src/features/halls/map-explorer-state.ts) and its sheet's heights
// (hooks/use-hall-sheet.ts), as tables: what each action leaves.

const start = initialExplorer(false);
const run = (actions: ExplorerAction[], from: ExplorerState = start) => actions.reduce(explorerReducer, from);

describe("政务地图's state", () => {
  it('starts with every hall and the map; elder mode with the list alone', () => {
    expect(start).toMatchObject({
      district: 'all',
      openNow: false,
      matter: '',
      selectedId: null,
      centre: null,
      showMap: true,
      place: null,
    });
    expect(initialExplorer(true).showMap).toBe(false);
  });

  it.each<[string, ExplorerAction[], Partial<ExplorerState>]>([
    ['a district', [{ type: 'district', value: '120104' }], { district: '120104' }],
    ['open now', [{ type: 'openNow', value: true }], { openNow: true }],
    ['a matter typed is not searched yet', [{ type: 'matterInput', value: '社保' }], { matterInput: '社保', matter: '' }],
    ['a matter searched, trimmed', [{ type: 'searchMatter', value: '  社会保障卡 ' }], { matter: '社会保障卡' }],
    [
      '清除事项 empties both',
      [{ type: 'matterInput', value: '社保' }, { type: 'searchMatter', value: '社保' }, { type: 'clearMatter' }],
      { matter: '', matterInput: '' },
    ],
    ['只看列表, then 显示地图', [{ type: 'toggleMap' }, { type: 'toggleMap' }], { showMap: true }],
    ['a pin chosen', [{ type: 'select', id: 'H1' }], { selectedId: 'H1', centre: null }],
    ['an error of the place search', [{ type: 'placeError', message: '没有找到“x”' }], { placeError: '没有找到“x”' }],
  ])('%s', (_, actions, expected) => {
    expect(run(actions)).toMatchObject(expected);
  });

  it('在地图上查看 selects the hall, shows the map (from the list alone) and centres on it', () => {
    const s = run([{ type: 'toggleMap' }, { type: 'showOnMap', hall: { id: 'H2', lat: 39.1, lng: 117.2 } }]);
    expect(s).toMatchObject({ selectedId: 'H2', showMap: true, centre: { lat: 39.1, lng: 117.2, seq: 1 } });
  });

  it('the same point asked again still moves the map: each request has a new seq', () => {
    const s = run([
      { type: 'centre', lat: 1, lng: 2 },
      { type: 'centre', lat: 1, lng: 2 },
    ]);
    expect(s.centre).toEqual({ lat: 1, lng: 2, seq: 2 });
  });

  it('a place found is marked, clears the error, shows the map and centres on it', () => {
    const s = run([
      { type: 'toggleMap' },
      { type: 'placeError', message: '地点搜索失败，请稍后重试' },
      { type: 'placeFound', place: { lat: 39.12, lng: 117.2, name: '和平区' } },
    ]);
    expect(s).toMatchObject({ place: { name: '和平区' }, placeError: null, showMap: true, centre: { lat: 39.12, lng: 117.2, seq: 1 } });
  });
});

describe("the list's sheet over the map", () => {
  it.each<[number, boolean, [number, number, number]]>([
    [800, false, [124, 400, 744]],
    [800, true, [156, 400, 744]],
    // A short stage counts as 320: half is at least 80 above the peek, full at least 80 above half.
    [200, false, [124, 204, 284]],
    [200, true, [156, 236, 316]],
  ])('a stage of %i px (elder %s): peek, half, full', (height, elder, anchors) => {
    expect(sheetAnchors(height, elder)).toEqual(anchors);
  });

  it.each([
    [0, 0],
    [250, 0],
    [300, 1],
    [560, 1],
    [600, 2],
    [2000, 2],
  ])('a drag resting at %i px is at level %i', (height, level) => {
    expect(nearestLevel([124, 400, 744], height)).toBe(level);
  });

  it.each([
    [-1, 0],
    [1, 1],
    [3, 2],
  ])('a move to level %i stays within the anchors: %i', (to, level) => {
    expect(clampLevel([124, 400, 744], to)).toBe(level);
  });
});

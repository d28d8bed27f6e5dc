import type { CentreRequest } from './map/types';
import type { Hall } from './types';

/** A place found by the place search, marked on the map. */
export interface FoundPlace {
  lat: number;
  lng: number;
  name: string;
}

/** What 政务地图's filters, map and place search hold (the sheet's height apart: use-hall-sheet.ts). */
export interface ExplorerState {
  district: string;
  openNow: boolean;
  /** The matter search as typed, and the matter searched for (its halls narrow the list). */
  matterInput: string;
  matter: string;
  selectedId: string | null;
  centre: CentreRequest | null;
  showMap: boolean;
  placeInput: string;
  place: FoundPlace | null;
  placeError: string | null;
}

export type ExplorerAction =
  | { type: 'district'; value: string }
  | { type: 'openNow'; value: boolean }
  | { type: 'matterInput'; value: string }
  | { type: 'searchMatter'; value: string }
  | { type: 'clearMatter' }
  | { type: 'toggleMap' }
  | { type: 'placeInput'; value: string }
  | { type: 'placeFound'; place: FoundPlace }
  | { type: 'placeError'; message: string | null }
  | { type: 'select'; id: string }
  | { type: 'showOnMap'; hall: Pick<Hall, 'id' | 'lat' | 'lng'> }
  | { type: 'centre'; lat: number; lng: number };

/** The start: every hall, the map shown (elder mode starts with the list alone). */
export function initialExplorer(elder: boolean): ExplorerState {
  return {
    district: 'all',
    openNow: false,
    matterInput: '',
    matter: '',
    selectedId: null,
    centre: null,
    showMap: !elder,
    placeInput: '',
    place: null,
    placeError: null,
  };
}

/** A new centring request: the same point asked again still moves the map (`seq`). */
const centreOn = (s: ExplorerState, lat: number, lng: number): CentreRequest => ({ lat, lng, seq: (s.centre?.seq ?? 0) + 1 });

export function explorerReducer(s: ExplorerState, a: ExplorerAction): ExplorerState {
  switch (a.type) {
    case 'district':
      return { ...s, district: a.value };
    case 'openNow':
      return { ...s, openNow: a.value };
    case 'matterInput':
      return { ...s, matterInput: a.value };
    case 'searchMatter':
      return { ...s, matter: a.value.trim() };
    case 'clearMatter':
      return { ...s, matter: '', matterInput: '' };
    case 'toggleMap':
      return { ...s, showMap: !s.showMap };
    case 'placeInput':
      return { ...s, placeInput: a.value };
    case 'placeFound':
      return { ...s, place: a.place, placeError: null, showMap: true, centre: centreOn(s, a.place.lat, a.place.lng) };
    case 'placeError':
      return { ...s, placeError: a.message };
    case 'select':
      return { ...s, selectedId: a.id };
    case 'showOnMap':
      return { ...s, selectedId: a.hall.id, showMap: true, centre: centreOn(s, a.hall.lat, a.hall.lng) };
    case 'centre':
      return { ...s, centre: centreOn(s, a.lat, a.lng) };
  }
}

import type { Hall } from '../types';

/** A request to centre the map on a point; `seq` makes a repeated request to the same point count. */
export interface CentreRequest {
  lat: number;
  lng: number;
  seq: number;
}

/** What every map implementation (the offline SVG map, AMap) takes. */
export interface HallMapProps {
  /** The area whose districts the map fits (a district code, or the city's). */
  fitArea: string;
  halls: Hall[];
  selectedId: string | null;
  centre: CentreRequest | null;
  user: { lat: number; lng: number } | null;
  place: { lat: number; lng: number; name: string } | null;
  /** A pin was chosen: by pointer, or by keyboard (Enter or Space on a focused pin: the page then moves focus to the hall). */
  onSelect: (hallId: string, via: 'pointer' | 'keyboard') => void;
}

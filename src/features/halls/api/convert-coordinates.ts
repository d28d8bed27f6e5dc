import { gateway } from '@/lib/http/client';

/** A GPS (WGS-84) position in the maps' GCJ-02 coordinates, through the maps service proxy. */
export async function convertFromGps(lat: number, lng: number): Promise<{ lat: number; lng: number }> {
  const r = await gateway.get<{ status: string; locations: string }>('/map-proxy/anon/convert', {
    locations: `${lng.toFixed(6)},${lat.toFixed(6)}`,
    coordsys: 'gps',
  });
  const [x, y] = r.locations.split('|')[0].split(',').map(Number);
  return { lat: y, lng: x };
}

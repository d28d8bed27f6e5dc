import { gateway } from '@/lib/http/client';

export interface Geocode {
  formatted_address: string;
  adcode: string;
  /** `lng,lat` (GCJ-02). */
  location: string;
  level: string;
  name: string;
}

/** Address to coordinates through the maps service proxy (AMap web service answer). */
export async function geocode(address: string, city: string): Promise<{ lat: number; lng: number; name: string; address: string }[]> {
  const r = await gateway.get<{ status: string; geocodes: Geocode[] }>('/map-proxy/anon/geocode', { address, city });
  return r.geocodes.map((g) => {
    const [lng, lat] = g.location.split(',').map(Number);
    return { lat, lng, name: g.name, address: g.formatted_address };
  });
}

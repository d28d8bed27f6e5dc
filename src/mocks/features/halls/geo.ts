import { areas, halls } from '@/mocks/db/tables';
import { doorplates } from './tables';

const A = 6378245.0;
const EE = 0.006693421622965943;

function transformLat(x: number, y: number): number {
  let r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0;
  return r;
}

function transformLng(x: number, y: number): number {
  let r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0;
  r += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0;
  r += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0;
  return r;
}

/** GPS (WGS-84) to the national GCJ-02 coordinates AMap and the hall table use (the maps service's convert). */
export function fromWgs84(lng: number, lat: number): [number, number] {
  if (lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271) return [lng, lat];
  let dLat = transformLat(lng - 105.0, lat - 35.0);
  let dLng = transformLng(lng - 105.0, lat - 35.0);
  const radLat = (lat / 180.0) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180.0) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180.0) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lng + dLng, lat + dLat];
}

const loc = (lng: number, lat: number) => `${lng.toFixed(6)},${lat.toFixed(6)}`;

/**
 * The maps service's geocode (AMap web service shape) over what the emulator knows: halls,
 * doorplates and districts of the city whose name or address holds the text.
 */
export function geocode(address: string, city: string) {
  const prefix = city.slice(0, 2);
  const text = address.replace(/^天津市?/, '');
  const district = areas.find((a) => a.level === 3 && a.code.startsWith(prefix) && text.includes(a.name));
  const found = [
    ...halls.filter((h) => h.areaCode.startsWith(prefix) && (h.name.includes(text) || h.address.includes(text) || text.includes(h.name))),
    ...doorplates.filter((d) => d.areaCode.startsWith(prefix) && (d.name.includes(text) || d.address.includes(text))),
  ].map((p) => ({ formatted_address: p.address, adcode: p.areaCode, location: loc(p.lng, p.lat), level: '兴趣点', name: p.name }));
  if (!found.length && district)
    found.push({
      formatted_address: `天津市${district.name}`,
      adcode: district.code,
      location: loc(district.lng, district.lat),
      level: '区县',
      name: district.name,
    });
  return { status: '1', count: String(found.length), geocodes: found.slice(0, 10) };
}

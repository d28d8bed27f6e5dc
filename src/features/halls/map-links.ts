/** A place to navigate to, in GCJ-02 coordinates (the halls' and AMap's). */
export interface Destination {
  lat: number;
  lng: number;
  name: string;
  address: string;
}

export interface MapApp {
  key: 'amap' | 'baidu' | 'tencent' | 'apple';
  name: string;
  href: string;
}

const APP_NAME = 'OneWindow';

/** The map apps' marker URIs (they open the app when installed, their web page otherwise). */
export function mapApps(d: Destination): MapApp[] {
  const lng = d.lng.toFixed(6);
  const lat = d.lat.toFixed(6);
  const name = encodeURIComponent(d.name);
  const address = encodeURIComponent(d.address);
  return [
    { key: 'amap', name: '高德地图', href: `https://uri.amap.com/marker?position=${lng},${lat}&name=${name}&callnative=1` },
    {
      key: 'baidu',
      name: '百度地图',
      href: `https://api.map.baidu.com/marker?location=${lat},${lng}&title=${name}&content=${address}&coord_type=gcj02&output=html&src=${APP_NAME}`,
    },
    {
      key: 'tencent',
      name: '腾讯地图',
      href: `https://apis.map.qq.com/uri/v1/marker?marker=coord:${lat},${lng};title:${name};addr:${address}&referer=${APP_NAME}`,
    },
    { key: 'apple', name: '苹果地图', href: `https://maps.apple.com/?q=${name}&ll=${lat},${lng}` },
  ];
}

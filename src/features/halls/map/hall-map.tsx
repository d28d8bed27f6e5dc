import { lazy, Suspense } from 'react';
import { env } from '@/config/env';
import SvgMap from './svg-map';
import type { HallMapProps } from './types';

const AmapMap = lazy(() => import('./amap-map'));

/** The map of the halls: AMap when a key is configured, else the offline SVG map. Loaded on the map routes only. */
export default function HallMap(props: HallMapProps) {
  if (!env.amapKey) return <SvgMap {...props} />;
  return (
    <Suspense fallback={null}>
      <AmapMap {...props} />
    </Suspense>
  );
}

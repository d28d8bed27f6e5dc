import { useEffect, useState } from 'react';

export type Position = { lat: number; lng: number } | null;

/**
 * The device position when the user grants it, asked once; null while unknown or refused, so a
 * list shows at once and re-sorts nearest first when the position arrives.
 */
export function usePosition(): { position: Position; settled: boolean } {
  const [state, setState] = useState<{ position: Position; settled: boolean }>({
    position: null,
    settled: typeof navigator === 'undefined' || !navigator.geolocation,
  });
  useEffect(() => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) return;
    let live = true;
    geo.getCurrentPosition(
      (p) => live && setState({ position: { lat: p.coords.latitude, lng: p.coords.longitude }, settled: true }),
      () => live && setState({ position: null, settled: true }),
      { enableHighAccuracy: false, timeout: 8000, maximumAge: 300_000 },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

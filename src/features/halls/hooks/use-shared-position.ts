import { useEffect, useState } from 'react';
import { LOCATE_OPTIONS } from './use-geolocation';

/**
 * The device position only when the user has already allowed it (the Permissions API says
 * `granted`): a page that merely shows distances never asks for the location itself. Null while
 * unknown, when not allowed, or where the browser cannot say.
 */
export function useSharedPosition(): { lat: number; lng: number } | null {
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null);
  useEffect(() => {
    let live = true;
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
    if (!geo || !permissions?.query) return;
    permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!live || status.state !== 'granted') return;
        geo.getCurrentPosition(
          (pos) => live && setPosition({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
          () => undefined,
          LOCATE_OPTIONS,
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return position;
}

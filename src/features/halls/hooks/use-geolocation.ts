import { useCallback, useEffect, useRef, useState } from 'react';

export type LocateFailure = 'unsupported' | 'denied' | 'timeout' | 'unavailable';

export type LocateState =
  { status: 'locating' } | { status: 'located'; lat: number; lng: number } | { status: 'failed'; reason: LocateFailure };

export const LOCATE_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

/** What each failure means to the user. */
export const LOCATE_FAILURE_TEXT: Record<LocateFailure, string> = {
  unsupported: '当前浏览器不支持定位',
  denied: '未获得定位权限，请在浏览器或系统设置中允许定位后重试',
  timeout: '定位超时，请到开阔处后重试',
  unavailable: '暂时无法获取您的位置，请稍后重试',
};

function reasonOf(error: GeolocationPositionError): LocateFailure {
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

/** The device position, asked once on mount; `locate()` asks again. */
export function useGeolocation(): { state: LocateState; locate: () => void } {
  const [state, setState] = useState<LocateState>({ status: 'locating' });
  // Only the latest request may set the state: an older answer arriving late must not win.
  const attempt = useRef(0);
  const locate = useCallback(() => {
    const id = ++attempt.current;
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setState({ status: 'failed', reason: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    geo.getCurrentPosition(
      (pos) => {
        if (id === attempt.current) setState({ status: 'located', lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      (err) => {
        if (id === attempt.current) setState({ status: 'failed', reason: reasonOf(err) });
      },
      LOCATE_OPTIONS,
    );
  }, []);
  useEffect(() => {
    locate();
    return () => {
      attempt.current += 1;
    };
  }, [locate]);
  return { state, locate };
}

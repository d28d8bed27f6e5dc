import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { HALL_STATE_COLOUR, HALL_STATE_MARK, hallState, type HallState } from '@/components/hall-state';
import SvgMap from './svg-map';
import type { HallMapProps } from './types';
import styles from './map.module.css';

/** How long the AMap script may take before the offline map is drawn instead. */
export const AMAP_LOAD_TIMEOUT_MS = 12_000;
export const AMAP_FAILED_NOTE = '高德地图加载失败，已改用离线地图';

/* The few AMap JS API 2.0 members used here. */
interface AMapMarker {
  setMap(map: AMapMap | null): void;
  on(event: 'click', fn: () => void): void;
}
interface AMapMap {
  setCenter(lnglat: [number, number]): void;
  setZoom(zoom: number): void;
  getZoom(): number;
  destroy(): void;
}
interface AMapNs {
  Map: new (el: HTMLElement, opts: { zoom: number; center: [number, number] }) => AMapMap;
  Marker: new (opts: { position: [number, number]; content: string; title: string; offset?: unknown }) => AMapMarker;
}
declare global {
  interface Window {
    AMap?: AMapNs;
    _AMapSecurityConfig?: { securityJsCode?: string; serviceHost?: string };
  }
}

let loading: Promise<AMapNs> | null = null;

/** Loads the AMap JS API once; the security config must be on window before the script runs. */
function loadAmap(): Promise<AMapNs> {
  if (window.AMap) return Promise.resolve(window.AMap);
  loading ??= new Promise<AMapNs>((resolve, reject) => {
    window._AMapSecurityConfig = env.amapServiceHost ? { serviceHost: env.amapServiceHost } : { securityJsCode: env.amapSecurityCode };
    const s = document.createElement('script');
    s.src = `https://webapi.amap.com/maps?v=2.0&key=${encodeURIComponent(env.amapKey)}`;
    s.async = true;
    const fail = () => {
      window.clearTimeout(timer);
      loading = null;
      s.remove();
      reject(new Error(AMAP_FAILED_NOTE));
    };
    // No network, a blocked host (CSP) or a key refused: the script errs, or never ends.
    const timer = window.setTimeout(fail, AMAP_LOAD_TIMEOUT_MS);
    s.onload = () => {
      if (!window.AMap) return fail();
      window.clearTimeout(timer);
      resolve(window.AMap);
    };
    s.onerror = fail;
    document.head.appendChild(s);
  });
  return loading;
}

const pinHtml = (state: HallState, selected: boolean) =>
  `<div style="width:24px;height:24px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${HALL_STATE_COLOUR[state]};border:${selected ? 3 : 2}px solid #fff;display:flex;align-items:center;justify-content:center"><span style="transform:rotate(45deg);color:#fff;font-size:12px">${HALL_STATE_MARK[state]}</span></div>`;

/**
 * AMap behind the same interface as the SVG map (used when VITE_AMAP_KEY is configured). Its
 * markers are not in the tab order: the list of the sheet is the keyboard's and screen reader's
 * way. When the script cannot be loaded, the offline SVG map (keyboard pins included) is drawn
 * with a note saying so.
 */
export default function AmapMap(props: HallMapProps) {
  const { halls, selectedId, centre, user, onSelect } = props;
  const el = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<{ ns: AMapNs; map: AMapMap } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    let live = true;
    let created: AMapMap | null = null;
    loadAmap()
      .then((ns) => {
        if (!live || !el.current) return;
        created = new ns.Map(el.current, { zoom: 10, center: [117.2, 39.12] });
        setMap({ ns, map: created });
      })
      .catch(() => live && setError(AMAP_FAILED_NOTE));
    return () => {
      live = false;
      created?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    const markers = halls.map((h) => {
      const m = new map.ns.Marker({ position: [h.lng, h.lat], content: pinHtml(hallState(h), h.id === selectedId), title: h.name });
      m.on('click', () => select.current(h.id, 'pointer'));
      m.setMap(map.map);
      return m;
    });
    if (user) {
      const u = new map.ns.Marker({
        position: [user.lng, user.lat],
        content: '<div style="width:14px;height:14px;border-radius:50%;background:#0958d9;border:2px solid #fff"></div>',
        title: '我的位置',
      });
      u.setMap(map.map);
      markers.push(u);
    }
    return () => markers.forEach((m) => m.setMap(null));
  }, [map, halls, selectedId, user]);

  useEffect(() => {
    if (!map || !centre) return;
    map.map.setCenter([centre.lng, centre.lat]);
    if (map.map.getZoom() < 14) map.map.setZoom(14);
  }, [map, centre]);

  if (error)
    return (
      <>
        <p role="status" className={styles.fallbackNote}>
          {error}
        </p>
        <SvgMap {...props} />
      </>
    );
  return <div ref={el} className={`${styles.map} ${styles.amap}`} aria-hidden="true" />;
}

import { useQuery } from '@tanstack/react-query';
import { WINDOW_STATUS_TEXT } from '@/contract/hall';
import { Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { QueryView } from '@/components/query-view';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { windowQuery } from '../api/get-window';
import type { FloorPlan } from '../types';
import styles from './floor-plan.module.css';

type Floor = FloorPlan['floors'][number];

/** The floor picker of the plan and of the 3D view: one pressed button per floor, and any extra button after them. */
export function FloorTabs({
  floors,
  active,
  onChange,
  children,
}: {
  floors: Floor[];
  active: number;
  onChange: (floor: number) => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.tabs} role="group" aria-label="选择楼层">
      {floors.map((f) => (
        <button key={f.floor} type="button" aria-pressed={f.floor === active} onClick={() => onChange(f.floor)}>
          {f.name}
        </button>
      ))}
      {children}
    </div>
  );
}

/** One floor drawn as SVG: zones and windows (100 × 60 plan units). Windows are tappable; the list below repeats them for screen readers. */
export function FloorSvg({ floor, selected, onWindow }: { floor: Floor; selected?: string | null; onWindow?: (id: string) => void }) {
  return (
    <svg viewBox="0 0 100 60" className={styles.svg} aria-hidden="true" data-floor={floor.floor}>
      <rect x={0.5} y={0.5} width={99} height={59} className={styles.outline} />
      {floor.zones.map((z) => (
        <g key={z.id}>
          <rect x={z.x} y={z.y} width={z.w} height={z.h} className={styles[z.kind]} rx={1.5} />
          <text x={z.x + z.w / 2} y={z.y + z.h - 3} className={styles.zoneLabel}>
            {z.name}
          </text>
        </g>
      ))}
      {floor.windows.map((w) => (
        <g
          key={w.id}
          transform={`translate(${w.x} ${w.y})`}
          className={styles.window}
          data-window={w.id}
          data-status={w.status}
          onClick={() => onWindow?.(w.id)}
        >
          <rect
            x={-4}
            y={-3.5}
            width={8}
            height={7}
            rx={1}
            className={w.id === selected ? styles.windowSelected : styles[`w_${w.status}`]}
          />
          <text y={1.2} className={styles.windowLabel}>
            {w.number}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** A window's matters and its queue now, in a sheet. */
function WindowSheet({ windowId, onClose }: { windowId: string | null; onClose: () => void }) {
  const q = useQuery(windowQuery(windowId ?? ''));
  return (
    <Popup visible={Boolean(windowId)} onMaskClick={onClose} onClose={onClose} bodyStyle={{ maxHeight: '75vh', overflowY: 'auto' }}>
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby="window-sheet-title">
        <QueryView query={q}>
          {(d) => (
            <>
              <h2 id="window-sheet-title">
                {d.window.number} {d.window.name}
              </h2>
              <p>
                {WINDOW_STATUS_TEXT[d.window.status]}
                {d.window.serving ? `，正在办理 ${d.window.serving}` : ''}
              </p>
              {d.queue ? (
                <p>
                  {d.queue.name}队列：{d.queue.paused ? '暂停' : `${d.queue.waiting}人等候，预计${d.queue.waitMin}-${d.queue.waitMax}分钟`}
                </p>
              ) : null}
              <h3>可办理事项（{d.matters.length}项）</h3>
              {d.matters.length ? (
                <ul className={styles.matters}>
                  {d.matters.map((m) => (
                    <li key={m.id}>
                      <AppLink to={paths.guidelines({ matterId: m.id })}>{m.name}</AppLink>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>该窗口提供咨询、出件或帮办服务，不直接受理事项。</p>
              )}
              <div className={styles.sheetActions}>
                <AppLink to={paths.windowActual({ hallId: d.hall.id })}>窗口实况</AppLink>
                <AppLink to={paths.ticket({ hallId: d.hall.id })}>在线取号</AppLink>
                <button type="button" onClick={onClose}>
                  关闭
                </button>
              </div>
            </>
          )}
        </QueryView>
      </div>
    </Popup>
  );
}

/** 大厅平面图: floor tabs, the plan, and every window as a button that opens its matters and queue. */
export function FloorPlanView({ plan, initialWindow }: { plan: FloorPlan; initialWindow?: string | null }) {
  const startFloor = plan.floors.find((f) => f.windows.some((w) => w.id === initialWindow))?.floor ?? 1;
  const [floorNo, setFloorNo] = useState(startFloor);
  const [windowId, setWindowId] = useState<string | null>(initialWindow ?? null);
  const floor = plan.floors.find((f) => f.floor === floorNo) ?? plan.floors[0];
  return (
    <div>
      <FloorTabs floors={plan.floors} active={floor.floor} onChange={setFloorNo} />
      <FloorSvg floor={floor} selected={windowId} onWindow={setWindowId} />
      <ul className={styles.legend} aria-label="图例">
        <li>
          <span className={`${styles.swatch} ${styles.w_open}`} />
          办理中
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.w_paused}`} />
          暂停服务
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.w_closed}`} />
          已下班
        </li>
      </ul>
      <section className={styles.list} aria-labelledby="floor-windows">
        <h2 id="floor-windows">{floor.name}窗口</h2>
        <ul>
          {floor.windows.map((w) => (
            <li key={w.id}>
              <button type="button" onClick={() => setWindowId(w.id)}>
                <strong>{w.number}</strong> {w.name}
                <span className={styles.state}>
                  {WINDOW_STATUS_TEXT[w.status]}
                  {w.status === 'open' && w.waiting ? ` · 队列${w.waiting}人等候` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <p>本层区域：{floor.zones.map((z) => z.name).join('、')}</p>
      </section>
      <WindowSheet windowId={windowId} onClose={() => setWindowId(null)} />
    </div>
  );
}

import { useState } from 'react';
import type { FloorPlan } from '../types';
import { FloorPlanView, FloorSvg } from './floor-plan';
import styles from './floors-3d.module.css';

/** Whether the browser draws CSS 3D transforms (else the 2D plan is shown). */
export function supports3d(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('transform-style', 'preserve-3d');
}

/** 三维导览: the floors stacked in CSS 3D; choosing a floor lifts it out. The 2D plan where 3D is unavailable. */
export function Floors3d({ plan, force2d = false }: { plan: FloorPlan; force2d?: boolean }) {
  const [active, setActive] = useState(1);
  const [flat, setFlat] = useState(force2d || !supports3d());
  if (flat) return <FloorPlanView plan={plan} />;
  return (
    <div>
      <div className={styles.tabs} role="group" aria-label="选择楼层">
        {plan.floors.map((f) => (
          <button key={f.floor} type="button" aria-pressed={f.floor === active} onClick={() => setActive(f.floor)}>
            {f.name}
          </button>
        ))}
        <button type="button" onClick={() => setFlat(true)}>
          切换到平面图
        </button>
      </div>
      <div className={styles.stage} aria-hidden="true" data-testid="floors-3d">
        <div className={styles.stack} style={{ height: 120 + plan.floors.length * 70 }}>
          {plan.floors.map((f) => (
            <div
              key={f.floor}
              className={f.floor === active ? `${styles.layer} ${styles.active}` : styles.layer}
              style={{
                transform: `translateY(${(plan.floors.length - f.floor) * 70}px) rotateX(58deg) rotateZ(-32deg) translateZ(${f.floor === active ? 24 : 0}px)`,
              }}
            >
              <span className={styles.layerName}>{f.name}</span>
              <FloorSvg floor={f} />
            </div>
          ))}
        </div>
      </div>
      {plan.floors
        .filter((f) => f.floor === active)
        .map((f) => (
          <section key={f.floor} className={styles.about} aria-live="polite">
            <h2>{f.name}</h2>
            <p>区域：{f.zones.map((z) => z.name).join('、')}</p>
            <p>窗口：{f.windows.map((w) => `${w.number} ${w.name}`).join('、') || '无'}</p>
          </section>
        ))}
    </div>
  );
}

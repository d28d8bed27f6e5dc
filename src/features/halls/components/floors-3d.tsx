import { useState } from 'react';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import type { FloorPlan } from '../types';
import { FloorPlanView, FloorSvg, FloorTabs } from './floor-plan';
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
      <FloorTabs floors={plan.floors} active={active} onChange={setActive}>
        <button type="button" onClick={() => setFlat(true)}>
          切换到平面图
        </button>
      </FloorTabs>
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
            {f.windows.length ? (
              <>
                <h3>本层窗口</h3>
                <ul className={styles.windows}>
                  {f.windows.map((w) => (
                    <li key={w.id}>
                      <AppLink to={paths.hallInnerMap({ hallId: plan.hall.id, windowId: w.id })}>
                        {w.number} {w.name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>本层没有办事窗口。</p>
            )}
          </section>
        ))}
    </div>
  );
}

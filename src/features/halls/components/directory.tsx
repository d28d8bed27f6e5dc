import { useQuery } from '@tanstack/react-query';
import { WINDOW_STATUS_TEXT } from '@/contract/hall';
import { List, Rate } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '@/components/states';
import { QueryView } from '@/components/query-view';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { departmentQuery } from '../api/get-department';
import { phoneTableQuery } from '../api/get-phone-table';
import { staffStarsQuery } from '../api/get-staff-stars';
import { zonesQuery, type ZoneType } from '../api/get-zones';
import styles from './hall.module.css';
import { HallSection } from './hall-section';

/** 部门信息: a department's duties, phone, windows (live) and matters. */
export function DepartmentInfo({ departId }: { departId: string }) {
  const q = useQuery(departmentQuery(departId));
  return (
    <QueryView query={q}>
      {(d) => (
        <>
          <HallSection id="dp-name" title={d.name}>
            <p className={styles.text}>职责：{d.duty}</p>
            <p className={styles.text}>
              电话：<a href={`tel:${d.phone}`}>{d.phone}</a>
            </p>
            <p className={styles.line}>
              所在大厅：<AppLink to={paths.hallIntroPortal({ hallId: d.hall.id })}>{d.hall.name}</AppLink>（{d.hall.openHours}）
            </p>
          </HallSection>
          <HallSection id="dp-windows" title="办理窗口">
            <ul className={styles.plain}>
              {d.windows.map((w) => (
                <li key={w.id}>
                  <AppLink to={paths.hallInnerMap({ hallId: d.hall.id, windowId: w.id })}>
                    {w.number} {w.name}
                  </AppLink>{' '}
                  {WINDOW_STATUS_TEXT[w.status]}
                </li>
              ))}
            </ul>
          </HallSection>
          <HallSection id="dp-matters" title={<>办理事项（{d.matters.length}项）</>}>
            {d.matters.length ? (
              <ul className={styles.plain}>
                {d.matters.map((m) => (
                  <li key={m.id}>
                    <AppLink to={paths.guidelines({ matterId: m.id })}>{m.name}</AppLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.line}>该部门的事项在综合受理窗口办理。</p>
            )}
          </HallSection>
        </>
      )}
    </QueryView>
  );
}

/** 服务之星: the best rated staff of the area's halls. */
export function ServiceStars({ areaCode }: { areaCode: string }) {
  const q = useQuery(staffStarsQuery(areaCode));
  return (
    <QueryView query={q} isEmpty={(d) => d.length === 0} empty={<EmptyState title="暂无服务之星" />}>
      {(list) => (
        <ol className={styles.cards} aria-label="服务之星排行">
          {list.map((s, i) => (
            <li key={s.id} className={styles.section}>
              <h2>
                第{i + 1}名 {s.name}
              </h2>
              <p className={styles.line}>
                <AppLink to={paths.hallIntroPortal({ hallId: s.hallId })}>{s.hallName}</AppLink> · {s.windowNumber} {s.windowName}
              </p>
              <div className={styles.text}>
                <Rate readOnly allowHalf value={Math.round(s.score * 2) / 2} aria-hidden="true" className={styles.stars} />{' '}
                {s.score.toFixed(2)}分 · {s.ratingCount}次评价 · {s.praise}次表扬
              </div>
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}

/** 咨询电话: the phones of the area's halls and departments; tap to call. */
export function PhoneTable({ areaCode }: { areaCode: string }) {
  const q = useQuery(phoneTableQuery(areaCode));
  return (
    <QueryView query={q} isEmpty={(d) => d.length === 0} empty={<EmptyState title="暂无咨询电话" />}>
      {(groups) => (
        <>
          <p className={`${styles.text} ${styles.inset}`}>
            政务服务便民热线：<a href="tel:12345">12345</a>
          </p>
          {groups.map((g) => (
            <List key={g.hallId} header={g.hallName}>
              {g.phones.map((p) => (
                <List.Item key={p.name} extra={<a href={`tel:${p.phone}`}>{p.phone}</a>}>
                  {p.name}
                </List.Item>
              ))}
            </List>
          ))}
        </>
      )}
    </QueryView>
  );
}

/**
 * 服务专区 / 一件事专区: every zone of the area, where it is and what it handles. Each zone is a
 * disclosure (a heading's button with `aria-expanded`; antd-mobile's Collapse heads are anchors
 * without an address, out of the keyboard's reach).
 */
export function Zones({ areaCode, type }: { areaCode: string; type: ZoneType }) {
  const q = useQuery(zonesQuery(areaCode, type));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <QueryView query={q} isEmpty={(d) => d.length === 0} empty={<EmptyState title="本区域暂无专区" />}>
      {(zones) => (
        <ul className={styles.zones}>
          {zones.map((z) => {
            const expanded = open.has(z.id);
            const panel = `zone-${z.id}`;
            return (
              <li key={z.id}>
                <h2 className={styles.zoneHead}>
                  <button type="button" aria-expanded={expanded} aria-controls={panel} onClick={() => toggle(z.id)}>
                    <span>
                      {z.name}
                      {z.matterCount ? `（${z.matterCount}项）` : ''}
                    </span>
                    <span aria-hidden="true" className={styles.zoneArrow}>
                      {expanded ? '▲' : '▼'}
                    </span>
                  </button>
                </h2>
                <div id={panel} className={styles.zoneBody} hidden={!expanded}>
                  <p className={styles.text}>{z.description}</p>
                  {z.promiseDays !== undefined ? <p className={styles.line}>承诺时限：{z.promiseDays}个工作日</p> : null}
                  {z.matters?.length ? (
                    <>
                      <h3>常办事项</h3>
                      <ul className={styles.plain}>
                        {z.matters.map((m) => (
                          <li key={m.id}>
                            <AppLink to={paths.guidelines({ matterId: m.id })}>{m.name}</AppLink>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  {type === 'oneThing' ? (
                    <AppLink to={paths.oneThingCategory({ id: z.id })} className={styles.more}>
                      查看{z.name}办理指南
                    </AppLink>
                  ) : null}
                  <h3>设在</h3>
                  {z.halls.length ? (
                    <ul className={styles.plain}>
                      {z.halls.map((h) => (
                        <li key={h.id}>
                          <AppLink to={paths.hallIntroPortal({ hallId: h.id })}>{h.name}</AppLink> {h.place}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.line}>本区域大厅暂未设该专区，可在线办理或到市级大厅办理。</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </QueryView>
  );
}

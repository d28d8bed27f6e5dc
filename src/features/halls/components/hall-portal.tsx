import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ListRow } from '@/components/list-row';
import { AppLink, useAppNavigate } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import type { HallPortal } from '../types';
import { AlternativeHall } from './alternative-hall';
import { BusyBadge } from '@/components/busy-badge';
import { QueueTable } from './queue-table';
import styles from './hall.module.css';
import { HallSection } from './hall-section';

/** The top of a hall's pages: cover, name, live crowding, address and hours, and the suggestion when crowded. */
export function HallHeader({ portal, actions }: { portal: HallPortal; actions?: ReactNode }) {
  const h = portal.hall;
  return (
    <section className={styles.head} aria-label="大厅概况">
      {portal.cover ? (
        <AppLink to={paths.hallimgmore({ hallId: h.id })} className={styles.cover}>
          <img src={portal.cover.url} alt={`${h.name}${portal.cover.title}，查看全部${portal.photoCount}张图片`} />
        </AppLink>
      ) : null}
      <div className={styles.headText}>
        <h2 className={styles.hallName}>{h.name}</h2>
        <BusyBadge hall={h} />
        <p className={styles.line}>地址：{h.address}</p>
        <p className={styles.line}>办公时间：{h.openHours}</p>
        {actions}
      </div>
      <AlternativeHall alternative={portal.alternative} />
    </section>
  );
}

/** The portal's sections: guide, windows, matters, notices, reserve and take a number. */
export function HallPortalView({ portal, collect }: { portal: HallPortal; collect?: ReactNode }) {
  const go = useAppNavigate();
  const h = portal.hall;
  const entries: [string, string][] = [
    ['大厅介绍', paths.lntroductionhall({ hallId: h.id })],
    ['窗口实况', paths.windowActual({ hallId: h.id })],
    ['大厅平面图', paths.hallInnerMap({ hallId: h.id })],
    ['三维导览', paths.map3d({ hallId: h.id })],
    ['预约办理', paths.reserve({ hallId: h.id })],
    ['在线取号', paths.ticket({ hallId: h.id })],
    ['到这里去', paths.mapGuide({ hallId: h.id })],
    ['数据统计', paths.dataStatistics({ hallId: h.id })],
  ];
  return (
    <>
      <HallHeader portal={portal} actions={collect} />
      <nav className={styles.grid} aria-label="大厅服务">
        {entries.map(([title, to]) => (
          <AppLink key={title} to={to} className={styles.gridItem}>
            {title}
          </AppLink>
        ))}
      </nav>
      <HallSection id="portal-queues" title="排队情况">
        {portal.hall.openNow === false ? <p className={styles.line}>大厅当前不在办公时间，以下为今天的情况。</p> : null}
        <QueueTable queues={portal.queues} />
      </HallSection>
      <HallSection id="portal-depts" title="进驻部门">
        <List>
          {portal.departments.map((d) => (
            <ListRow key={d.id} description={d.duty} onClick={() => go(paths.departInfo({ departId: d.id }))}>
              {d.name}
            </ListRow>
          ))}
        </List>
      </HallSection>
      <HallSection id="portal-matters" title={<>可办事项（{portal.matterCount}项）</>}>
        <List>
          {portal.matters.map((m) => (
            <ListRow key={m.id} description={m.category} onClick={() => go(paths.guidelines({ matterId: m.id }))}>
              {m.name}
            </ListRow>
          ))}
        </List>
        <AppLink to={paths.implList({ hallId: h.id })} className={styles.more}>
          查看全部事项
        </AppLink>
      </HallSection>
      <HallSection id="portal-notices" title="通知公告">
        {portal.notices.length ? (
          <ul className={styles.plain}>
            {portal.notices.map((n) => (
              <li key={n.id}>
                <strong>{n.title}</strong>
                <span className={styles.line}> {n.publishDate}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.line}>暂无公告</p>
        )}
      </HallSection>
    </>
  );
}

/** 大厅介绍: address, hours, floors, contacts, transport, parking, accessibility, navigation. */
export function HallIntroView({ portal, collect }: { portal: HallPortal; collect?: ReactNode }) {
  const h = portal.hall;
  return (
    <>
      <HallHeader portal={portal} actions={collect} />
      <HallSection id="intro-about" title="大厅简介">
        <p className={styles.text}>{h.intro}</p>
      </HallSection>
      <HallSection id="intro-floors" title="楼层分布">
        <ul className={styles.plain}>
          {portal.floors.map((f) => (
            <li key={f.floor}>
              <strong>{f.name}</strong>：{f.zones.join('、')}
            </li>
          ))}
        </ul>
        <AppLink to={paths.hallInnerMap({ hallId: h.id })} className={styles.more}>
          查看平面图
        </AppLink>
      </HallSection>
      <HallSection id="intro-contacts" title="联系电话">
        <ul className={styles.plain}>
          {portal.contacts.map((c) => (
            <li key={c.name}>
              {c.name}：<a href={`tel:${c.phone}`}>{c.phone}</a>
            </li>
          ))}
        </ul>
      </HallSection>
      <HallSection id="intro-transport" title="交通与停车">
        <p className={styles.text}>{portal.transport.bus}</p>
        {portal.transport.metro ? <p className={styles.text}>{portal.transport.metro}</p> : null}
        <p className={styles.text}>{portal.parking}</p>
        <AppLink to={paths.mapGuide({ hallId: h.id })} className={styles.more}>
          导航到这里
        </AppLink>
      </HallSection>
      <HallSection id="intro-access" title="无障碍设施">
        <ul className={styles.tags}>
          {portal.accessibility.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </HallSection>
      <div className={styles.links}>
        <AppLink to={paths.hallIntroPortal({ hallId: h.id })}>大厅门户</AppLink>
        <AppLink to={paths.windowActual({ hallId: h.id })}>窗口实况</AppLink>
        <AppLink to={paths.hallimgmore({ hallId: h.id })}>大厅图片</AppLink>
      </div>
    </>
  );
}

import { ServiceIcon } from '@/features/app-shell/components/service-icon';
import { BottomTabs } from '@/features/app-shell/components/bottom-tabs';
import { paths } from '@/config/routes';
import { usePreferences } from '@/lib/preferences/preferences';
import { AppLink } from '@/lib/router/navigation';
import styles from './elder-home.module.css';
import { NetworkLine } from '@/components/network-line';

/** The six tasks elders do most (MIIT 适老化): each one large tile. */
const TILES = [
  { to: paths.findTheLobby(), title: '找大厅', hint: '附近的政务服务大厅', icon: 'location' },
  { to: paths.newReserve(), title: '预约办理', hint: '选好时间再去办', icon: 'calendar', offer: 'reserve' },
  { to: paths.ticket(), title: '在线取号', hint: '不用到现场排队', icon: 'ticket' },
  { to: paths.myOffice(), title: '办件查询', hint: '看看办到哪一步', icon: 'search' },
  { to: paths.robotChat(), title: '智能客服', hint: '有问题问一问', icon: 'message', offer: 'robot' },
  { to: paths.agencyApplication(), title: '帮办代办', hint: '请工作人员帮您办', icon: 'team' },
] as const;

/** What an elder comes back for: the hall's notices, the number in hand, a certificate to show. */
const MINE = [
  { to: paths.message(), title: '消息中心', hint: '叫号、预约和办件通知', icon: 'message' },
  { to: paths.myNewNumber(), title: '我的取号', hint: '看看排到第几位', icon: 'ticket' },
  { to: paths.certificate(), title: '电子证照', hint: '到窗口亮证', icon: 'id' },
] as const;

type Tile = { to: string; title: string; hint: string; icon: (typeof TILES)[number]['icon'] | (typeof MINE)[number]['icon'] };

/** A grid of large tiles, each a link with its icon, title and a line of hint. */
function Tiles({ tiles, testId }: { tiles: readonly Tile[]; testId: string }) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((t) => (
        <li key={t.title}>
          <AppLink to={t.to} className={styles.tile} data-testid={testId}>
            <span className={styles.icon} aria-hidden>
              <ServiceIcon name={t.icon} size={36} />
            </span>
            <span className={styles.tileTitle}>{t.title}</span>
            <span className={styles.tileHint}>{t.hint}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** What the area offers (its use_robot and me_sys_reservation_config attributes). */
export interface AreaOffers {
  robot: boolean;
  reserve: boolean;
}

/**
 * Home in elder mode (长辈版): large tiles for six tasks, then 我的事项 (messages, the numbers
 * taken, certificates), and one tap back to the standard version.
 */
export function ElderHome({ areaName, offers }: { areaName: string; offers: AreaOffers }) {
  const setElderMode = usePreferences((s) => s.setElderMode);
  return (
    <div className={styles.page}>
      <NetworkLine />
      <main className={styles.scroll}>
        <header className={styles.header}>
          <h1 className={styles.title}>一窗受理 · 长辈版</h1>
          <p className={styles.area}>
            当前区域：{areaName || '定位中…'}{' '}
            <AppLink to={paths.cityChoose()} className={styles.areaLink}>
              切换区域
            </AppLink>
          </p>
          <button type="button" className={styles.back} onClick={() => setElderMode(false)}>
            返回标准版
          </button>
        </header>
        <nav aria-label="常用服务">
          <Tiles tiles={TILES.filter((t) => !('offer' in t) || offers[t.offer])} testId="elder-tile" />
        </nav>
        <nav aria-labelledby="elder-mine">
          <h2 id="elder-mine" className={styles.groupTitle}>
            我的事项
          </h2>
          <Tiles tiles={MINE} testId="elder-mine-tile" />
        </nav>
        <p className={styles.more}>
          <AppLink to={paths.userConfig()}>字体大小与消息通知设置</AppLink>
        </p>
      </main>
      <BottomTabs active="/home" />
    </div>
  );
}

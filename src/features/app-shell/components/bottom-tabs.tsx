import type { ReactNode } from 'react';
import { ServiceIcon } from './service-icon';
import { AppLink } from '@/lib/router/navigation';
import styles from './bottom-tabs.module.css';

const TABS = [
  { key: '/home', title: '首页', icon: 'appstore' },
  { key: '/governmentMap', title: '政务地图', icon: 'location' },
  { key: '/mine', title: '我的', icon: 'user' },
] as const;

/**
 * The bottom tab bar of the two systems and the personal centre: real links (keyboard, screen
 * reader), the current one marked aria-current="page".
 */
export function BottomTabs({
  active,
  badges = {},
}: {
  active: '/home' | '/governmentMap' | '/mine';
  /** Something shown on a tab (the unread count on 我的). */
  badges?: Partial<Record<'/home' | '/governmentMap' | '/mine', ReactNode>>;
}) {
  return (
    <nav className={styles.bar} aria-label="主导航">
      {TABS.map((t) => (
        <AppLink key={t.key} to={t.key} className={styles.tab} aria-current={t.key === active ? 'page' : undefined}>
          <ServiceIcon name={t.icon} size="1.5em" />
          <span>{t.title}</span>
          {badges[t.key] ?? null}
        </AppLink>
      ))}
    </nav>
  );
}

import { TabBar } from 'antd-mobile';
import { AppstoreOutline, EnvironmentOutline, UserOutline } from 'antd-mobile-icons';
import { useAppNavigate } from '../../../lib/router/navigation';

const TABS = [
  { key: '/home', title: '首页', icon: <AppstoreOutline /> },
  { key: '/governmentMap', title: '政务地图', icon: <EnvironmentOutline /> },
  { key: '/mine', title: '我的', icon: <UserOutline /> },
];

/** The bottom tab bar of the two systems and the personal centre. */
export function BottomTabs({ active }: { active: '/home' | '/governmentMap' | '/mine' }) {
  const go = useAppNavigate();
  return (
    <TabBar activeKey={active} onChange={(key) => go(key)} safeArea>
      {TABS.map((t) => (
        <TabBar.Item key={t.key} title={t.title} icon={t.icon} />
      ))}
    </TabBar>
  );
}

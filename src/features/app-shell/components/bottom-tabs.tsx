import { TabBar } from 'antd-mobile';
import { ServiceIcon } from './service-icon';
import { useAppNavigate } from '../../../lib/router/navigation';

const TABS = [
  { key: '/home', title: '首页', icon: <ServiceIcon name="appstore" size="1em" /> },
  { key: '/governmentMap', title: '政务地图', icon: <ServiceIcon name="location" size="1em" /> },
  { key: '/mine', title: '我的', icon: <ServiceIcon name="user" size="1em" /> },
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

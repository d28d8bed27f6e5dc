import { Button, List } from 'antd-mobile';
import { BottomTabs } from '@/features/app-shell/components/bottom-tabs';
import { AccountPanel } from '@/features/auth/components/account-panel';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { MessageLink, UnreadBadge } from '@/features/im/components/unread-badge';
import { ListRow } from '@/components/list-row';
import { useAppNavigate } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { NetworkLine } from '@/components/network-line';
import styles from './mine.module.css';

const SECTIONS: { title: string; entries: { to: string; label: string }[] }[] = [
  {
    title: '我的办事',
    entries: [
      { to: paths.myOffice(), label: '我的办件' },
      { to: paths.myQueue(), label: '我的排队' },
      // Each list labelled for what it holds: bookings are not numbers.
      { to: paths.historical({ tab: 'reservation' }), label: '我的预约' },
      { to: paths.myNewNumber(), label: '我的取号' },
      { to: paths.myconsult(), label: '我的咨询' },
      { to: paths.myAgencyDetails(), label: '我的帮办' },
      { to: paths.EMSMail({ view: 'mine' }), label: '我的邮寄' },
    ],
  },
  {
    title: '评价与反馈',
    entries: [
      { to: paths.myNewEval(), label: '待评价' },
      { to: paths.myEval(), label: '我的评价' },
      { to: paths.myComplaint(), label: '我的投诉建议' },
      { to: paths.myFeedback(), label: '我的反馈' },
    ],
  },
  {
    title: '账号',
    entries: [
      { to: paths.myInfo(), label: '个人信息' },
      { to: paths.certificate(), label: '电子证照' },
      { to: paths.mySettingsCollection(), label: '我的收藏' },
      { to: paths.recertificationHome(), label: '实名认证' },
      { to: paths.userConfig(), label: '设置与长辈版' },
      { to: paths.mySettingsPage(), label: '账号设置' },
    ],
  },
];

/** 我的: who is logged in and how, the entries to one's own lists, and logout. */
export default function MinePage() {
  const authority = useAuthStore((s) => s.authority);
  const go = useAppNavigate();
  return (
    <div className={styles.page}>
      <NetworkLine />
      <main className={styles.main}>
        <header className={styles.header}>
          <div className={styles.headerRow}>
            <h1 className={styles.title}>我的</h1>
            <MessageLink enabled={Boolean(authority)} />
          </div>
        </header>
        <div className={styles.account}>
          {authority ? (
            <AccountPanel onLoggedOut={() => go(paths.home(), { replace: true })} />
          ) : (
            <section aria-label="当前账号" className={styles.loggedOut}>
              <p className={styles.loginHint}>登录后可查看办件、预约和评价</p>
              <Button block color="primary" onClick={() => go(paths.login({ redirect: paths.mine() }))}>
                登录
              </Button>
            </section>
          )}
        </div>
        {SECTIONS.map((s) => (
          <List key={s.title} header={s.title} className={styles.section}>
            {s.entries.map((e) => (
              <ListRow key={e.to} to={e.to}>
                {e.label}
              </ListRow>
            ))}
          </List>
        ))}
      </main>
      <BottomTabs active="/mine" badges={{ '/mine': <UnreadBadge enabled={Boolean(authority)} /> }} />
    </div>
  );
}

import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { AccountPanel } from '@/features/auth/components/account-panel';
import { SettingsList } from '@/features/profile/components/settings-list';
import { useAppNavigate } from '@/lib/router/navigation';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';
import styles from './my-settings-page.module.css';

/** 设置: display (userConfig), notices (per user), local data, about, and logout (asked first). */
export default function MySettingsPage() {
  const signedIn = useSignedIn();
  const go = useAppNavigate();
  return (
    <PageShell title="设置">
      <SettingsList loggedIn={signedIn} />
      <div className={styles.account}>
        <AccountPanel onLoggedOut={() => go(paths.home(), { replace: true })} />
      </div>
    </PageShell>
  );
}

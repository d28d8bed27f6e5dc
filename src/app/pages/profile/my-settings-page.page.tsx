import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { AccountPanel } from '@/features/auth/components/account-panel';
import { SettingsList } from '@/features/profile/components/settings-list';
import { useAppNavigate } from '@/lib/router/navigation';
import { getSession } from '@/lib/storage/storage';

/** 设置: display (userConfig), notices (per user), local data, about, and logout (asked first). */
export default function MySettingsPage() {
  const go = useAppNavigate();
  return (
    <PageShell title="设置">
      <SettingsList loggedIn={Boolean(getSession())} />
      <div style={{ margin: 12 }}>
        <AccountPanel onLoggedOut={() => go(paths.home(), { replace: true })} />
      </div>
    </PageShell>
  );
}

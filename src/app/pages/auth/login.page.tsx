import { useLocation } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { env } from '@/config/env';
import { AccountPanel } from '@/features/auth/components/account-panel';
import { LoginForm } from '@/features/auth/components/login-form';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useAppNavigate } from '@/lib/router/navigation';
import { safeRedirect } from '@/lib/router/route-url';
import { matchRoute } from '@/config/routes';

const isKnownRoute = (pathname: string) => Boolean(matchRoute(pathname));

/**
 * Mobile-number login; back to `redirect` (checked) with replace, else home. The account already
 * logged in (if any) is shown below the form: it can appear late (a login kept on the device is
 * resumed as the page opens), and above the form it pushed the fields down under the user's finger
 * (a tap on 获取验证码 landed elsewhere).
 */
export default function LoginPage() {
  const location = useLocation();
  const go = useAppNavigate();
  const authority = useAuthStore((s) => s.authority);
  const target = safeRedirect(new URLSearchParams(location.search).get('redirect'), isKnownRoute) ?? '/';
  const back = () => go(target, { replace: true });
  return (
    <PageShell title="登录">
      <LoginForm demo={env.isEmulator} onLoggedIn={back} />
      {authority ? <AccountPanel /> : null}
    </PageShell>
  );
}

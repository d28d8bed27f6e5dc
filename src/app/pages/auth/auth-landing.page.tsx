import { useLocation, useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/states';
import { env } from '@/config/env';
import { AUTHORIZATION_PASSTHROUGH } from '@/features/auth/authorization';
import { PartnerEntry } from '@/features/auth/components/partner-entry';
import { WxConsent } from '@/features/auth/components/wx-consent';
import { useAppNavigate } from '@/lib/router/navigation';
import { safeRedirect } from '@/lib/router/route-url';
import { startAuth } from '@/app/auth-setup';
import { matchRoute } from '@/config/routes';

const isKnownRoute = (pathname: string) => Boolean(matchRoute(pathname));

/**
 * Authorization landing pages (`/auth/:name`): `wxAuthorize` is the demo chat-app consent screen,
 * `partnerEntry` the demo stand-in for a third-party system opened with an auth code. Only where
 * `env.demoAuth` (the emulator, or a demo gateway: docs/auth.md).
 */
export default function AuthLandingPage() {
  const { name } = useParams();
  const location = useLocation();
  const go = useAppNavigate();
  const query = new URLSearchParams(location.search);
  // The emulator's stand-in for a third-party system handed the user with an auth code.
  if (name === 'partnerEntry' && env.demoAuth) {
    return (
      <PageShell title="合作平台（模拟）">
        <PartnerEntry system={query.get('system') ?? ''} authCode={query.get('authCode') ?? ''} />
      </PageShell>
    );
  }
  if (name !== 'wxAuthorize' || !env.demoAuth) {
    return (
      <PageShell title="授权">
        <EmptyState title="授权入口不可用" description="请从微信公众号菜单或合作方应用重新进入" />
      </PageShell>
    );
  }
  // Where the authorization returns: the pass-through path (checked like any redirect) with the area.
  const path = safeRedirect(query.get('path'), isKnownRoute) ?? '/';
  const back = new URLSearchParams();
  for (const key of AUTHORIZATION_PASSTHROUGH) {
    const v = query.get(key);
    if (v && key !== 'path' && key !== 'appId') back.set(key === 'sysName' ? 'sys' : key, v);
  }
  const returnTo = `${path}${path.includes('?') ? '&' : '?'}${back}`.replace(/[?&]$/, '');
  return (
    <PageShell title="微信授权（模拟）">
      <WxConsent
        appId={query.get('appId') || env.appId}
        onAuthorized={({ openId, ticket }) => {
          go(returnTo, { replace: true });
          void startAuth(new URLSearchParams({ openId, ticket }));
        }}
        onRefused={() => go(returnTo, { replace: true })}
      />
    </PageShell>
  );
}

import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { SecondMenuView } from '@/features/app-shell/components/second-menu';
import { ThirdPartySystems } from '@/features/app-shell/components/third-party-systems';
import { getAuthCode } from '@/features/auth/api/get-auth-code';
import { handOffUrl } from '@/features/auth/hand-off';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { AppLink, useAreaParams } from '@/lib/router/navigation';
import { getSession, local } from '@/lib/storage/storage';

/** A system's address (absolute, or `#/…` on this app) handed the logged-in user with an auth code. */
const handOff = (target: string) => handOffUrl(new URL(target, window.location.href).href, { local, getAuthCode });

/** 更多服务: the area's second-level service menu, with a way to put entries on home, and its partner systems. */
export default function SecondConfigPage() {
  const { fixedArea } = useAreaParams();
  // Re-read when the start (or a login) changes who is logged in, and when the start has finished
  // (the uc user id the hand-off needs is stored by then).
  const authority = useAuthStore((s) => s.authority);
  useAuthStore((s) => s.initialised);
  const signedIn = Boolean((authority || getSession()) && local.get('userId'));
  return (
    <PageShell title="更多服务" right={<AppLink to={paths.swipeEditor()}>编辑首页</AppLink>}>
      <SecondMenuView areaCode={fixedArea} />
      <ThirdPartySystems areaCode={fixedArea} signedIn={signedIn} handOff={handOff} />
    </PageShell>
  );
}

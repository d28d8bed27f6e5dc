import { PageShell } from '@/components/page-shell';
import { MyDoorplates } from '@/features/halls/components/doorplates';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import { LoginNeeded } from './login-needed';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';

/** 我的门牌: the doorplates the user follows, to edit or remove. */
export default function MyDoorplateListPage() {
  const signedIn = useSignedIn();
  return (
    <PageShell title="我的门牌" right={signedIn ? <AppLink to={paths.doorSearch()}>添加</AppLink> : null}>
      {signedIn ? <MyDoorplates /> : <LoginNeeded what="关注的门牌" />}
    </PageShell>
  );
}

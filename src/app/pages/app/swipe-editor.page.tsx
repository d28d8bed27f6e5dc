import { Button } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { HomeEditor } from '@/features/app-shell/components/home-editor';
import { useHomeLayout } from '@/features/app-shell/hooks/use-home-layout';
import { useRegion } from '@/features/app-shell/hooks/use-area';
import { useAppNavigate, useAreaParams } from '@/lib/router/navigation';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';
import styles from '@/features/app-shell/components/home-editor.module.css';

/** 编辑首页服务: the user's home entries for the current area; home follows what is saved. */
export default function SwipeEditorPage() {
  const { fixedArea } = useAreaParams();
  const go = useAppNavigate();
  const loggedIn = useSignedIn();
  const region = useRegion(fixedArea);
  const layout = useHomeLayout(fixedArea, loggedIn);
  const title = region.data ? `编辑首页服务 · ${region.data.district}` : '编辑首页服务';
  if (!loggedIn) {
    return (
      <PageShell title="编辑首页服务">
        <EmptyState
          title="登录后可编辑首页服务"
          description="您的排序和增删按账号和区域保存"
          action={
            <Button color="primary" className={styles.loginButton} onClick={() => go(paths.login({ redirect: paths.swipeEditor() }))}>
              登录
            </Button>
          }
        />
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      {layout.isPending ? (
        <LoadingState />
      ) : layout.isError ? (
        <ErrorState message={layout.error.message} onRetry={() => void layout.refetch()} />
      ) : (
        <HomeEditor key={fixedArea} areaCode={fixedArea} layout={layout.data} onSaved={() => go(paths.home())} />
      )}
    </PageShell>
  );
}

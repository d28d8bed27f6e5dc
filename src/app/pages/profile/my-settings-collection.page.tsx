import { Button } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { CollectionList } from '@/features/profile/components/collection-list';
import { useAppNavigate } from '@/lib/router/navigation';
import { useSignedIn } from '@/features/auth/hooks/use-signed-in';
import styles from './my-settings-collection.module.css';

/** 我的收藏: the collection of a logged-in user; a visitor is asked to log in. */
export default function MySettingsCollectionPage() {
  // A session is enough to ask: the start machine may still be confirming it.
  const loggedIn = useSignedIn();
  const go = useAppNavigate();
  return (
    <PageShell title="我的收藏">
      {loggedIn ? (
        <CollectionList />
      ) : (
        <EmptyState
          title="登录后查看收藏"
          description="收藏的事项、办事指南和大厅跟随账号保存"
          action={
            <Button color="primary" className={styles.login} onClick={() => go(paths.login({ redirect: paths.mySettingsCollection() }))}>
              登录
            </Button>
          }
        />
      )}
    </PageShell>
  );
}

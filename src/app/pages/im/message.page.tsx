import { Button } from 'antd-mobile';
import { PageShell } from '@/components/page-shell';
import { LoadingState } from '@/components/states';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { MessageCentre } from '@/features/im/components/message-centre';
import { paths } from '@/config/routes';
import { getSession } from '@/lib/storage/storage';
import { useAppNavigate } from '@/lib/router/navigation';
import styles from '@/features/im/components/im.module.css';

/** 消息中心: an open route; a visitor is asked to log in to see their messages. */
export default function MessagePage() {
  const authority = useAuthStore((s) => s.authority);
  const initialised = useAuthStore((s) => s.initialised);
  const go = useAppNavigate();
  // As on home: a session is enough to show the user's messages (the start may still be running).
  const loggedIn = Boolean(authority) || getSession() !== null;
  let body;
  if (loggedIn) body = <MessageCentre />;
  else if (!initialised) body = <LoadingState />;
  else {
    body = (
      <section aria-label="登录提示" className={styles.loginPrompt}>
        <p className={styles.loginNote}>登录后可查看会话消息和系统通知。</p>
        <Button block color="primary" onClick={() => go(paths.login({ redirect: paths.message() }))}>
          登录
        </Button>
      </section>
    );
  }
  return <PageShell title="消息中心">{body}</PageShell>;
}

import { Button } from 'antd-mobile';
import { local } from '@/lib/storage/storage';
import { maskMobile } from '@/lib/validation/mask';
import { useLogout } from '../hooks/use-logout';
import { useAuthStore } from '../stores/auth-store';
import type { Authority, UserInfo } from '../types';
import styles from './auth.module.css';

export const AUTHORITY_LABELS: Record<Exclude<Authority, ''>, string> = {
  openId: '微信授权登录',
  mobile: '手机号登录',
  luluTong: '路路通账号登录',
};

/** Who is logged in, by which authority, and a logout button; nothing when logged out. */
export function AccountPanel({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const authority = useAuthStore((s) => s.authority);
  const { logout, busy } = useLogout();
  if (!authority) return null;
  const info = local.getJson<UserInfo>('userInfo');
  const mobile = info?.mobile || local.get('accountMobile') || '';
  const name = info?.nickName || (mobile ? `用户${mobile.slice(-4)}` : '已登录用户');
  return (
    <section className={styles.card} aria-label="当前账号">
      <div className={styles.account}>
        <strong>{name}</strong>
        {mobile ? <span className={styles.muted}>手机号 {maskMobile(mobile)}</span> : null}
        <span className={styles.muted}>登录方式：{AUTHORITY_LABELS[authority as Exclude<Authority, ''>] ?? authority}</span>
      </div>
      <Button
        block
        fill="outline"
        color="danger"
        loading={busy}
        className={styles.logout}
        onClick={async () => {
          const outcome = await logout();
          if (outcome && outcome !== 'failed') onLoggedOut?.();
        }}
      >
        退出登录
      </Button>
    </section>
  );
}

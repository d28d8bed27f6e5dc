import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { maskMobile } from '@/lib/validation/mask';
import { exchangeAuthCodeQuery } from '../api/exchange-auth-code';
import styles from './auth.module.css';

const SYSTEMS: Record<string, string> = { gjj: '住房公积金', ybj: '医疗保障', bdc: '不动产登记' };

/**
 * The emulator's stand-in for a third-party system opened by a hand-off: it exchanges the
 * one-time `authCode` with the gateway, as the partner's server would, and shows whom it names.
 * A code is good once: the answer is kept for the page's life and never asked again.
 */
export function PartnerEntry({ system, authCode }: { system: string; authCode: string }) {
  const name = SYSTEMS[system] ?? '合作平台';
  const user = useQuery(exchangeAuthCodeQuery(authCode));
  if (!authCode) return <EmptyState title="缺少授权码" description={`请从一窗受理的“更多服务 · 合作平台”进入${name}`} />;
  return (
    <QueryView query={user}>
      {(u) => (
        <section className={styles.card} aria-labelledby="partner-user">
          <h2 id="partner-user">{name}（模拟合作平台）</h2>
          <p>已通过一窗受理授权码识别您的身份，无需再次登录。</p>
          <dl>
            <dt>手机号</dt>
            <dd>{u.mobile ? maskMobile(u.mobile) : '—'}</dd>
            <dt>登录方式</dt>
            <dd>{u.openId ? '微信' : u.issuer.toLowerCase() === 'lulutong' ? '合作方应用（路路通）' : '手机号'}</dd>
          </dl>
        </section>
      )}
    </QueryView>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { LoginEntry } from '@/components/login-entry';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { thirdPartySystemsQuery, type ThirdPartySystem } from '../api/get-third-party-systems';
import styles from './home-editor.module.css';

/**
 * 合作平台: the area's third-party systems (authentication/list). Entering one hands the
 * logged-in user over with a one-time auth code (`handOff`, given by the page: get auth code,
 * then the system's address with `authCode`), so the citizen does not log in again there. A
 * visitor is asked to log in first; a failed hand-off says why, with 重试.
 */
export function ThirdPartySystems({
  areaCode,
  signedIn,
  handOff,
  go = (url) => window.location.assign(url),
}: {
  areaCode: string;
  signedIn: boolean;
  handOff: (target: string) => Promise<string>;
  /** Opens the handed-off address (the browser leaves for the partner). */
  go?: (url: string) => void;
}) {
  const query = useQuery(thirdPartySystemsQuery(areaCode));
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  const enter = async (s: ThirdPartySystem) => {
    setBusy(s.key);
    setFailed(null);
    try {
      go(await handOff(s.url));
    } catch (e) {
      setFailed({ key: s.key, message: e instanceof Error && e.message ? e.message : '授权失败' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="third-party-title">
      <h2 id="third-party-title" className={styles.title}>
        合作平台
      </h2>
      <p className={styles.note}>进入时，本平台向合作单位出示您的登录身份（一次性授权码，5分钟内有效），无需再次登录，不会提供您的密码。</p>
      <QueryView query={query} isEmpty={(l) => l.length === 0} empty={<EmptyState title="本区域暂无合作平台" />}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((s) => (
              <li key={s.key} className={styles.row}>
                <div className={`${styles.name} ${styles.stacked}`}>
                  <strong>{s.name}</strong>
                  {s.description ? <p className={styles.note}>{s.description}</p> : null}
                </div>
                {signedIn ? (
                  <Button
                    size="small"
                    color="primary"
                    fill="outline"
                    loading={busy === s.key}
                    disabled={busy !== null}
                    onClick={() => void enter(s)}
                  >
                    进入{s.name}
                  </Button>
                ) : null}
                {failed?.key === s.key ? (
                  <div className={styles.failed} role="alert">
                    <span>
                      进入{s.name}失败：{failed.message}
                    </span>
                    <Button size="mini" onClick={() => void enter(s)}>
                      重试
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {signedIn ? null : <LoginEntry description="登录后可直接进入合作平台，无需再次登录" />}
    </section>
  );
}

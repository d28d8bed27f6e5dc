import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/states';
import { loginReturningTo } from '@/config/routes';
import type { NoticeKind } from '@/contract/notice-preferences';
import { AppLink } from '@/lib/router/navigation';
import { noticePreferencesKey, noticePreferencesQuery } from '../api/get-notice-preferences';
import { saveNoticePreferences } from '../api/save-notice-preferences';
import styles from './notice-preferences.module.css';

const KINDS: { key: NoticeKind; label: string; hint: string }[] = [
  { key: 'progress', label: '办件进度', hint: '申请、投诉等办件受理、办结时通知您' },
  { key: 'reservation', label: '预约提醒', hint: '预约的前一天提醒，当天到了该出发的时间提醒' },
  { key: 'queue', label: '排队叫号', hint: '前面还有3人和叫到您的号时提醒' },
  { key: 'system', label: '系统消息', hint: '平台维护、新服务上线等通知' },
];

/**
 * 消息通知 on 设置: which notices the user receives, kept on the server for the account (so they
 * follow the user to another phone). Each switch saves at once; it shows the saved state only.
 */
export function NoticePreferencesList({ loggedIn }: { loggedIn: boolean }) {
  const location = useLocation();
  const client = useQueryClient();
  const prefs = useQuery(noticePreferencesQuery(loggedIn));
  const [said, setSaid] = useState('');
  const save = useMutation({
    mutationFn: (change: { key: NoticeKind; on: boolean }) => saveNoticePreferences({ [change.key]: change.on }),
    onSuccess: (answer, change) => {
      client.setQueryData(noticePreferencesKey, answer);
      const label = KINDS.find((k) => k.key === change.key)?.label ?? '';
      setSaid(`${change.on ? '已开启' : '已关闭'}${label}通知`);
    },
    onError: (e) => setSaid(`保存未成功：${e instanceof Error ? e.message : '请稍后重试'}`),
  });

  if (!loggedIn)
    return (
      <List header="消息通知">
        <List.Item arrowIcon description="办件进度、预约提醒、排队叫号、系统消息">
          <AppLink to={loginReturningTo(location)} className={styles.link}>
            登录后设置消息通知
          </AppLink>
        </List.Item>
      </List>
    );
  return (
    <section aria-labelledby="notice-title">
      <h2 id="notice-title" className={styles.heading}>
        消息通知
      </h2>
      {prefs.isPending ? (
        <LoadingState rows={3} />
      ) : prefs.isError ? (
        <ErrorState message={prefs.error.message} onRetry={() => void prefs.refetch()} />
      ) : (
        <div className={styles.card}>
          {KINDS.map((k) => (
            <label key={k.key} className={styles.row}>
              <span className={styles.text}>
                <span className={styles.label}>{k.label}</span>
                <span className={styles.hint}>{k.hint}</span>
              </span>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={prefs.data[k.key]}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ key: k.key, on: e.target.checked })}
              />
            </label>
          ))}
          <p className={styles.hint} role="status">
            {save.isPending ? '正在保存…' : said || '设置随账号保存，换手机登录也有效。'}
          </p>
        </div>
      )}
    </section>
  );
}

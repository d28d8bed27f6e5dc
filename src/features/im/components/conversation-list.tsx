import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { sessionsQuery } from '../api/get-sessions';
import { staffContactsQuery } from '../api/get-staff-contacts';
import { summary } from '../thread';
import styles from './im.module.css';

function when(ms: number): string {
  const d = dayjs(ms);
  return d.isSame(dayjs(), 'day') ? d.format('HH:mm') : d.format('MM-DD HH:mm');
}

/** oicq: the conversations with staff, newest first, with unread counts; and staff to start one with. */
export function ConversationList({ showStaff }: { showStaff: boolean }) {
  const sessions = useQuery({ ...sessionsQuery(), refetchInterval: 10_000 });
  const staff = useQuery({ ...staffContactsQuery(), enabled: showStaff });
  return (
    <>
      <section aria-labelledby="im-sessions" className={styles.section}>
        <h2 id="im-sessions" className={styles.sectionTitle}>
          会话
        </h2>
        <QueryView
          query={sessions}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title="暂无会话" description="可以在下方选择工作人员发起咨询。" />}
        >
          {(list) => (
            <ul className={styles.list}>
              {list.map((c) => (
                <li key={c.peerId}>
                  <AppLink
                    className={styles.row}
                    to={paths.oicqContent({ peerId: c.peerId })}
                    aria-label={`${c.peerName}${c.peerTitle ? `，${c.peerTitle}` : ''}${c.unread ? `，${c.unread}条未读` : ''}：${summary(c.lastMsg)}`}
                  >
                    <div className={styles.rowMain}>
                      <div className={styles.rowHead}>
                        <p className={styles.name}>
                          {c.peerName}
                          <span className={styles.meta}> · {c.peerTitle}</span>
                        </p>
                        {c.lastMsg ? <span className={styles.meta}>{when(c.lastMsg.createTime)}</span> : null}
                      </div>
                      <p className={styles.meta}>{summary(c.lastMsg)}</p>
                    </div>
                    {c.unread ? <span className={styles.badge}>{c.unread > 99 ? '99+' : c.unread}</span> : null}
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      {showStaff ? (
        <section aria-labelledby="im-staff" className={styles.section}>
          <h2 id="im-staff" className={styles.sectionTitle}>
            联系窗口工作人员
          </h2>
          <QueryView query={staff} isEmpty={(d) => d.length === 0} empty={<EmptyState title="暂无可联系的工作人员" />}>
            {(list) => (
              <ul className={styles.list}>
                {list.map((s) => (
                  <li key={s.peerId}>
                    <AppLink
                      className={styles.row}
                      to={paths.oicqContent({ peerId: s.peerId })}
                      aria-label={`联系${s.name}，${s.title}，${s.departmentName}${s.onDuty ? '，在岗' : '，不在岗，可留言'}`}
                    >
                      <div className={styles.rowMain}>
                        <p className={styles.name}>
                          {s.name}
                          <span className={styles.meta}> · {s.title}</span>
                        </p>
                        <p className={styles.meta}>
                          {s.departmentName} · {s.onDuty ? '在岗' : '不在岗，可留言'}
                        </p>
                      </div>
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>
      ) : null}
    </>
  );
}

import { List, Tag } from 'antd-mobile';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { findVersion, VERSIONS } from '../versions';
import styles from './versions.module.css';

/** 版本记录: every version of the app, newest first, each a link to its notes. */
export function VersionList() {
  if (VERSIONS.length === 0) return <EmptyState title="暂无版本记录" />;
  return (
    <List header={`当前版本 ${VERSIONS[0].version}`}>
      {VERSIONS.map((v, i) => (
        <List.Item
          key={v.version}
          description={`${v.date} · ${v.title}`}
          extra={i === 0 ? <Tag color="primary">当前</Tag> : null}
          arrowIcon
        >
          <AppLink to={paths.versionDetails({ version: v.version })} className={styles.versionLink}>
            {v.version}
          </AppLink>
        </List.Item>
      ))}
    </List>
  );
}

/** One version's notes, grouped (新增, 改进, 修复). */
export function VersionNotes({ version }: { version: string | null }) {
  const v = version ? findVersion(version) : undefined;
  if (!v) {
    return (
      <EmptyState
        title="未找到该版本"
        description={version ? `没有版本 ${version} 的记录` : '未指定版本'}
        action={
          <AppLink to={paths.historicalVersions()} className={styles.allVersions}>
            查看全部版本
          </AppLink>
        }
      />
    );
  }
  return (
    <article className={styles.notes}>
      <h2 className={styles.title}>
        {v.version} · {v.title}
      </h2>
      <p className={styles.date}>发布日期：{v.date}</p>
      {v.groups.map((g) => (
        <section key={g.title} aria-label={g.title}>
          <h3 className={styles.groupTitle}>{g.title}</h3>
          <ul className={styles.items}>
            {g.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

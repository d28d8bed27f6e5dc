import { List, Tag } from 'antd-mobile';
import { EmptyState } from '@/components/states';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { findVersion, VERSIONS } from '../versions';

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
          <AppLink to={paths.versionDetails({ version: v.version })} style={{ display: 'block', color: 'inherit' }}>
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
          <AppLink to={paths.historicalVersions()} style={{ display: 'inline-block', marginTop: 12 }}>
            查看全部版本
          </AppLink>
        }
      />
    );
  }
  return (
    <article style={{ margin: 12, padding: 16, borderRadius: 12, background: 'var(--adm-color-background, #fff)', lineHeight: 1.7 }}>
      <h2 style={{ margin: '0 0 4px', fontSize: '1.2em' }}>
        {v.version} · {v.title}
      </h2>
      <p style={{ margin: '0 0 12px' }}>发布日期：{v.date}</p>
      {v.groups.map((g) => (
        <section key={g.title} aria-label={g.title}>
          <h3 style={{ margin: '12px 0 4px', fontSize: '1.05em' }}>{g.title}</h3>
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {g.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

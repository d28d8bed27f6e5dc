import { StatusBlock } from './status-block';

/** The not-found page; also what automated browsers without the test flag see. */
export function NotFound() {
  return (
    <main style={{ padding: '30vh 16px 0', textAlign: 'center' }}>
      <h1 style={{ margin: '0 0 12px', fontSize: 20 }}>页面不存在</h1>
      <StatusBlock status="missing" title="找不到这个页面" description="您访问的页面不存在或已下线" />
      <a href="#/" style={{ display: 'inline-block', marginTop: 16, fontSize: 'var(--adm-font-size-8)' }}>
        返回首页
      </a>
    </main>
  );
}

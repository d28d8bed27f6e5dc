import { StatusBlock } from './status-block';

/** The not-found page; also what automated browsers without the test flag see. */
export function NotFound() {
  return (
    <div style={{ padding: '30vh 16px 0', textAlign: 'center' }}>
      <StatusBlock status="missing" title="页面不存在" description="您访问的页面不存在或已下线" />
      <a href="#/" style={{ display: 'inline-block', marginTop: 16, fontSize: 16 }}>
        返回首页
      </a>
    </div>
  );
}

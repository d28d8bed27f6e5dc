import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { EmptyState } from '@/components/states';
import { DepartmentInfo } from '@/features/halls/components/directory';
import { AppLink } from '@/lib/router/navigation';
import { paths } from '@/config/routes';

/** 部门信息: a department in a hall: duties, windows, matters. */
export default function DepartInfoPage() {
  const departId = useSearchParams()[0].get('departId') ?? '';
  return (
    <PageShell title="部门信息">
      {departId ? (
        <DepartmentInfo departId={departId} />
      ) : (
        <EmptyState
          title="页面地址不完整"
          description="缺少部门编号，请从大厅门户进入"
          action={<AppLink to={paths.home()}>返回首页</AppLink>}
        />
      )}
    </PageShell>
  );
}

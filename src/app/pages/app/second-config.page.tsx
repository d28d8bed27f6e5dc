import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/routes';
import { SecondMenuView } from '@/features/app-shell/components/second-menu';
import { AppLink, useAreaParams } from '@/lib/router/navigation';

/** 更多服务: the area's second-level service menu, with a way to put entries on home. */
export default function SecondConfigPage() {
  const { fixedArea } = useAreaParams();
  return (
    <PageShell title="更多服务" right={<AppLink to={paths.swipeEditor()}>编辑首页</AppLink>}>
      <SecondMenuView areaCode={fixedArea} />
    </PageShell>
  );
}

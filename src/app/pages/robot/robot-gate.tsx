import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useAreaConfig } from '@/features/app-shell/hooks/use-area';
import { AppLink, useAreaParams } from '@/lib/router/navigation';
import { paths } from '@/config/routes';
import styles from './robot-gate.module.css';

/** The robot pages open only where the area offers the robot (its `use_robot` attribute). */
export function RobotGate({ title, children }: { title: string; children: (areaCode: string) => ReactNode }) {
  const { fixedArea } = useAreaParams();
  const config = useAreaConfig(fixedArea);
  if (config.isPending)
    return (
      <PageShell title={title}>
        <LoadingState />
      </PageShell>
    );
  if (config.isError)
    return (
      <PageShell title={title}>
        <ErrorState message={config.error.message} onRetry={() => void config.refetch()} />
      </PageShell>
    );
  if (!config.data.useRobot)
    return (
      <PageShell title={title}>
        <EmptyState
          title="本区域暂未开通智能客服"
          description="可以拨打大厅咨询电话，或到大厅咨询引导台询问。"
          action={
            <AppLink to={paths.home()} className={styles.homeLink}>
              返回首页
            </AppLink>
          }
        />
      </PageShell>
    );
  return <>{children(fixedArea)}</>;
}

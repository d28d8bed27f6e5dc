import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/states';
import { StatusBlock } from '@/components/status-block';
import { paths } from '@/config/routes';
import { AppLink } from '@/lib/router/navigation';
import { useStaffInfo } from '../hooks/use-agency';
import type { StaffMember } from '../types';
import styles from './agency.module.css';

/** Staff pages: the children get the staff member; anyone else is told how staff log in. */
export function StaffGate({ redirect, children }: { redirect: string; children: (me: StaffMember) => ReactNode }) {
  const info = useStaffInfo();
  if (info.isPending) return <LoadingState />;
  if (info.isError)
    return <ErrorState message={info.error instanceof Error ? info.error.message : undefined} onRetry={() => void info.refetch()} />;
  if (!info.data.isStaff || !info.data.staff) {
    return (
      <div className={styles.gate}>
        <StatusBlock status="empty" title="仅限工作人员使用" description="请使用工作人员的手机号登录后再打开此页面。" />
        <AppLink to={paths.login({ redirect })}>
          <Button color="primary" size="small">
            工作人员登录
          </Button>
        </AppLink>
      </div>
    );
  }
  return <>{children(info.data.staff)}</>;
}

import type { ReactNode } from 'react';
import { EmptyAction, EmptyState, ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/config/routes';
import { useStaffInfo } from '../hooks/use-agency';
import type { StaffMember } from '../types';

/** Staff pages: the children get the staff member; anyone else is told how staff log in. */
export function StaffGate({ redirect, children }: { redirect: string; children: (me: StaffMember) => ReactNode }) {
  const info = useStaffInfo();
  if (info.isPending) return <LoadingState />;
  if (info.isError)
    return <ErrorState message={info.error instanceof Error ? info.error.message : undefined} onRetry={() => void info.refetch()} />;
  if (!info.data.isStaff || !info.data.staff) {
    return (
      <EmptyState
        title="仅限工作人员使用"
        description="请使用工作人员的手机号登录后再打开此页面。"
        action={<EmptyAction to={paths.login({ redirect })}>工作人员登录</EmptyAction>}
      />
    );
  }
  return <>{children(info.data.staff)}</>;
}

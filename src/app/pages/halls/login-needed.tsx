import { useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/states';
import { AppLink } from '@/lib/router/navigation';
import { loginReturningTo } from '@/config/routes';

/** An open route whose content is the user's own: asks to log in, and comes back here after. */
export function LoginNeeded({ what }: { what: string }) {
  const location = useLocation();
  return (
    <EmptyState
      title="请先登录"
      description={`登录后可查看和管理${what}`}
      action={<AppLink to={loginReturningTo(location)}>去登录</AppLink>}
    />
  );
}

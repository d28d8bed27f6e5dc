import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { LoadingState } from '@/components/states';
import { matchRoute, paths } from '@/config/routes';
import { toast } from '@/lib/feedback/feedback';
import { useAppNavigate } from '@/lib/router/navigation';
import { safeRedirect } from '@/lib/router/route-url';
import styles from './redirect.module.css';

const isKnownRoute = (pathname: string) => Boolean(matchRoute(pathname));

/**
 * redirect: after an external entry or an authorization, goes to `to` when it is an in-app
 * route (the login redirect's strict rule), keeping the area parameters; anything else lands on
 * home with a message. Always with replace, so Back does not bounce through here.
 */
export default function RedirectPage() {
  const location = useLocation();
  const go = useAppNavigate();
  const done = useRef(false);
  const to = new URLSearchParams(location.search).get('to');
  const target = safeRedirect(to, isKnownRoute);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (target) {
      go(target, { replace: true });
      return;
    }
    toast.info(to ? '跳转地址不是本应用的页面，已为您打开首页' : '缺少跳转地址，已为您打开首页', 3000);
    go(paths.home(), { replace: true });
  }, [go, target, to]);
  return (
    <PageShell title="正在跳转" noBack>
      <div role="status">
        <LoadingState rows={1} />
        <p className={styles.note}>正在跳转…</p>
      </div>
    </PageShell>
  );
}

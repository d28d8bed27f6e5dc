import { NavBar } from 'antd-mobile';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAppNavigate } from '../lib/router/navigation';
import styles from './page-shell.module.css';

export interface PageShellProps {
  title: ReactNode;
  children: ReactNode;
  /** Hide the back arrow (top-level pages). */
  noBack?: boolean;
  right?: ReactNode;
  /** Content fixed under the scrolling body (action bars). */
  footer?: ReactNode;
  onBack?: () => void;
}

/**
 * Title bar with back, a scrolling body and an optional footer. The body remembers its scroll
 * offset, so a kept-alive page comes back where the user left it.
 */
export function PageShell({ title, children, noBack, right, footer, onBack }: PageShellProps) {
  const go = useAppNavigate();
  const body = useRef<HTMLDivElement>(null);
  const scroll = useRef(0);
  useLayoutEffect(() => {
    // Runs again when a kept-alive page is shown: restore where the user was.
    if (body.current) body.current.scrollTop = scroll.current;
  }, []);
  const back = () => {
    if (onBack) return onBack();
    if (window.history.length > 1) go(-1);
    else go('/');
  };
  return (
    <div className={styles.shell}>
      <NavBar className={styles.bar} backIcon={noBack ? null : undefined} back={noBack ? null : '返回'} onBack={back} right={right}>
        {title}
      </NavBar>
      <div
        ref={body}
        className={styles.body}
        data-testid="page-body"
        onScroll={(e) => {
          scroll.current = e.currentTarget.scrollTop;
        }}
      >
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

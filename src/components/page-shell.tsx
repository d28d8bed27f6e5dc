import { LeftOutline } from 'antd-mobile-icons';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAppNavigate } from '../lib/router/navigation';
import { NetworkLine } from './network-line';
import styles from './page-shell.module.css';
import { paths } from '@/config/routes';

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
 * Title bar with back, a scrolling body and an optional footer. The title is the page's one
 * `<h1>` and the body its one `<main>`; back is a real button named 返回. The body remembers its
 * scroll offset, so a kept-alive page comes back where the user left it.
 */
export function PageShell({ title, children, noBack, right, footer, onBack }: PageShellProps) {
  const go = useAppNavigate();
  const body = useRef<HTMLElement>(null);
  const scroll = useRef(0);
  useLayoutEffect(() => {
    // Runs again when a kept-alive page is shown: restore where the user was.
    if (body.current) body.current.scrollTop = scroll.current;
  }, []);
  const back = () => {
    if (onBack) return onBack();
    if (window.history.length > 1) go(-1);
    else go(paths.home());
  };
  const left = noBack ? null : (
    <button type="button" className={styles.back} onClick={back}>
      <LeftOutline aria-hidden />
      <span>返回</span>
    </button>
  );
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        {/* Not antd-mobile's NavBar: it marks its whole left side role="button" around our button. */}
        <div className={styles.bar}>
          <div className={styles.side}>{left}</div>
          <h1 className={styles.title}>{title}</h1>
          <div className={`${styles.side} ${styles.right}`}>{right}</div>
        </div>
        <NetworkLine />
      </header>
      <main
        ref={body}
        className={styles.body}
        data-testid="page-body"
        onScroll={(e) => {
          scroll.current = e.currentTarget.scrollTop;
        }}
      >
        {children}
      </main>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

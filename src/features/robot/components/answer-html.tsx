import { useMemo, type MouseEvent } from 'react';
import { useAppNavigate, useAreaHref } from '@/lib/router/navigation';
import { sanitizeAnswerHtml } from '../answer-html';
import styles from './robot.module.css';

/** An answer's rich text, sanitised; internal links open their route with the area kept. */
export function AnswerHtml({ html }: { html: string }) {
  const toHref = useAreaHref();
  const go = useAppNavigate();
  const safe = useMemo(() => sanitizeAnswerHtml(html, toHref), [html, toHref]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = e.target instanceof Element ? e.target.closest('a[data-route]') : null;
    const route = a?.getAttribute('data-route');
    if (!route || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    go(route);
  };
  return <div className={styles.html} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}

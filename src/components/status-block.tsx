import type { ReactNode } from 'react';
import styles from './status-block.module.css';

// Line glyphs drawn here: antd-mobile's ErrorBlock illustrations weigh about 30 KB and its icon
// components a kilobyte or two each, on the page every visitor loads first.
const GLYPHS = {
  empty: <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M9 15h6" />,
  error: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 16.5v.5" />
    </>
  ),
  busy: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
  missing: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
    </>
  ),
};

/** An icon, a title and a line of explanation for empty, failed and missing content. */
export function StatusBlock({
  status,
  title,
  description,
  children,
}: {
  status: keyof typeof GLYPHS;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.block}>
      <svg
        viewBox="0 0 24 24"
        width="56"
        height="56"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        style={{ color: status === 'error' ? 'var(--adm-color-warning)' : 'var(--adm-color-light)' }}
      >
        {GLYPHS[status]}
      </svg>
      <div className={styles.title}>{title}</div>
      {description ? <div className={styles.description}>{description}</div> : null}
      {children}
    </div>
  );
}

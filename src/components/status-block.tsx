import { ClockCircleOutline, ExclamationCircleOutline, FileOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';

const ICONS = {
  empty: FileOutline,
  error: ExclamationCircleOutline,
  busy: ClockCircleOutline,
  missing: QuestionCircleOutline,
};

/**
 * An icon, a title and a line of explanation for empty, failed and missing content. Lighter
 * than antd-mobile's ErrorBlock, whose four illustrations weigh about 30 KB.
 */
export function StatusBlock({ status, title, description, children }: { status: keyof typeof ICONS; title: ReactNode; description?: ReactNode; children?: ReactNode }) {
  const Icon = ICONS[status];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, textAlign: 'center' }}>
      <Icon aria-hidden style={{ fontSize: 56, color: status === 'error' ? 'var(--adm-color-warning)' : 'var(--adm-color-light)' }} />
      <div style={{ fontSize: 17, color: 'var(--adm-color-text)' }}>{title}</div>
      {description ? <div style={{ fontSize: 15, color: 'var(--adm-color-text-secondary)', lineHeight: 1.5 }}>{description}</div> : null}
      {children}
    </div>
  );
}

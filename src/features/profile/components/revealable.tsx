import { useState } from 'react';
import { confirm } from '@/lib/feedback/feedback';
import styles from './profile.module.css';

export interface RevealableProps {
  /** What the value is, for the question and the button's name (身份证号, 手机号). */
  label: string;
  value: string;
  mask: (value: string) => string;
}

/** A masked personal number that shows in full only after the user confirms, and hides again on a tap. */
export function Revealable({ label, value, mask }: RevealableProps) {
  const [shown, setShown] = useState(false);
  const toggle = async () => {
    if (shown) return setShown(false);
    const ok = await confirm({
      title: `显示完整${label}`,
      content: `完整${label}属于个人敏感信息，请确认周围无他人查看后再显示。`,
      confirmText: '显示',
    });
    if (ok) setShown(true);
  };
  return (
    <span className={styles.value}>
      <span className={styles.number} data-testid={`${label}-value`}>
        {shown ? value : mask(value)}
      </span>
      <button type="button" className={styles.reveal} onClick={() => void toggle()} aria-label={`${shown ? '隐藏' : '显示'}完整${label}`}>
        {shown ? '隐藏' : '显示'}
      </button>
    </span>
  );
}

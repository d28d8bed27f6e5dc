import { Input, type InputRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { idFieldStatus } from '../real-name-rules';
import styles from './profile.module.css';

export interface IdNumberFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Show errors of an untouched field too (after a submit attempt). */
  forceShow?: boolean;
}

/** The resident id number input: checked as the user types, with the reason shown under it. */
export function IdNumberField({ id, value, onChange, forceShow }: IdNumberFieldProps) {
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const status = idFieldStatus(value, focused);
  // Before the user has typed anything, do not greet them with an error.
  const quiet = !touched && !forceShow && value === '';
  const statusId = `${id}-status`;
  const invalid = !quiet && status.tone === 'error';
  const input = useRef<InputRef>(null);
  useEffect(() => {
    // antd-mobile puts aria-* on its wrapper; screen readers need them on the input itself.
    const el = input.current?.nativeElement;
    el?.setAttribute('aria-describedby', statusId);
    el?.setAttribute('aria-invalid', String(invalid));
  }, [statusId, invalid]);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        身份证号
      </label>
      <Input
        ref={input}
        id={id}
        value={value}
        onChange={onChange}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setTouched(true);
        }}
        placeholder="请输入15位或18位居民身份证号"
        clearable
        autoComplete="off"
      />
      <div id={statusId} className={`${styles.status} ${styles[quiet ? 'hint' : status.tone]}`} aria-live="polite">
        {quiet ? '末位为X的请输入X，空格会自动忽略' : status.text}
      </div>
    </div>
  );
}

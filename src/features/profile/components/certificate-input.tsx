import { Input } from 'antd-mobile';
import styles from './certificate.module.css';

/** A labelled line of the certificate pages (亮证's and a copy's purpose, the verifying unit): at most 40 characters. */
export function CertificateInput({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <Input id={id} className={styles.input} value={value} onChange={onChange} maxLength={40} placeholder={placeholder} />
    </div>
  );
}

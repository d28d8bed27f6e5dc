import { Button } from 'antd-mobile';
import styles from './form-kit.module.css';

/** The failed-submit message (what was kept) and the submit button of a form. */
export function SubmitFooter({ error, submitting, label }: { error: string | null; submitting: boolean; label: string }) {
  return (
    <>
      {error ? (
        <div className={styles.submitError} role="alert">
          {error}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button block color="primary" size="large" type="submit" loading={submitting} loadingText="正在提交">
          {label}
        </Button>
      </div>
    </>
  );
}

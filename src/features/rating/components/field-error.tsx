import styles from './rating.module.css';

/** A rating form field's problem under it, said at once when it appears (role="alert"); nothing without one. */
export function FieldError({ error }: { error: string | undefined }) {
  return error ? (
    <div className={styles.error} role="alert">
      {error}
    </div>
  ) : null;
}

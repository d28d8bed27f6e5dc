import kit from './form-kit.module.css';

/**
 * A field's error said at once when it appears (role="alert"), tied to its input by
 * `${id}-error` (see describedBy): for short forms whose errors should be announced as they
 * come, placed inside a FormField given no `error` of its own.
 */
export function FieldAlert({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className={kit.error} id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

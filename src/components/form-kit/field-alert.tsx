import kit from './form-kit.module.css';

/**
 * A field's error said at once when it appears (role="alert"), tied to its input by
 * `${id}-error` (see describedBy): for short forms whose errors should be announced as they
 * come, placed inside a FormField given no `error` of its own. Without `id`: the form's own
 * problem above its button (a failed submit, the first problem of a check).
 */
export function FieldAlert({ id, error }: { id?: string; error?: string | null }) {
  return error ? (
    <p className={kit.error} id={id ? `${id}-error` : undefined} role="alert">
      {error}
    </p>
  ) : null;
}

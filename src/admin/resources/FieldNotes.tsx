/**
 * Under a form field: its hint, and its error in a place kept whether or not it says anything, so
 * that an error appearing moves nothing on the form. `id` is the field's: the hint and the error
 * are `${id}-hint` and `${id}-error`, for its aria-describedby.
 */
export default function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <div className="admin-field__notes">
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      <div className="admin-field__error-place">
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      </div>
    </div>
  );
}

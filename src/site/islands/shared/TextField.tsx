interface Props {
  id: string;
  name: string;
  label: string;
  /** The message shown under the field, which describes it to screen readers; none when it is fine. */
  error: string | undefined;
  onChange: () => void;
  maxLength: number;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  /** A multi-line field of this many rows instead of a one-line input. */
  rows?: number;
  defaultValue?: string;
}

/** A labelled text field of the public forms, with its message beneath it when it needs correcting. */
export default function TextField({ id, label, error, rows, type = 'text', ...control }: Props) {
  const errorId = `${id}-error`;
  const state = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea rows={rows} {...state} {...control} /> : <input type={type} {...state} {...control} />}
      {error && (
        <p id={errorId} className="contact-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

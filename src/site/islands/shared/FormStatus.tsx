import type { SubmitResult } from './submit-contact.ts';

/** The outcome of a form: a success line, or an error in a box the visitor can close. */
export default function FormStatus({
  result,
  closeLabel,
  onClose,
}: {
  result: SubmitResult | null;
  closeLabel: string;
  onClose: () => void;
}) {
  if (!result) return <div role="status" aria-live="polite" />;
  if (result.ok) {
    return (
      <div role="status" aria-live="polite" className="form-status form-status--success">
        {result.message}
      </div>
    );
  }
  return (
    <div role="alert" className="form-status form-status--error">
      <span>{result.message}</span>
      <button type="button" className="form-status__close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

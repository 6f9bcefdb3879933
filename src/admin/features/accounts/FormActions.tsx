import { Button } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';

/** A dialog form's end: its refusal, if any, then Cancel and the submit button. */
export default function FormActions({
  failure,
  submitLabel,
  busyLabel,
  isSubmitting,
  close,
}: {
  failure: string | undefined;
  submitLabel: string;
  busyLabel: string;
  isSubmitting: boolean;
  close: () => void;
}) {
  const t = useAdminText();
  return (
    <>
      {failure && (
        <p className="admin-alert admin-alert--error" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-dialog__actions">
        <Button className="admin-button admin-button--ghost" onPress={close}>
          {t.common.cancel}
        </Button>
        <button type="submit" className="admin-button" disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}

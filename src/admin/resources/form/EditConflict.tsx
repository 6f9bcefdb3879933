import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { ApiRequestError } from '#admin/lib/api-client.ts';
import { savedSince } from '#admin/lib/edit-conflict-text.ts';

/**
 * What a save refused with 412 offers: take the other admin's version into the form (the admin's
 * own text stays beside it to copy from), or save the admin's own over it on purpose.
 */
export default function EditConflict({
  what,
  conflict,
  isSaving,
  onLoadTheirs,
  onOverwrite,
}: {
  what: string;
  conflict: NonNullable<ApiRequestError['conflict']>;
  isSaving: boolean;
  onLoadTheirs: () => void;
  onOverwrite: () => void;
}) {
  const t = useAdminText();
  return (
    <div className="admin-alert admin-alert--error edit-conflict" role="alert">
      <p className="edit-conflict__text">
        <strong>{t.form.conflict.changed(what)}</strong> {savedSince(conflict, t)} {t.form.conflict.notSaved}
      </p>
      <div className="edit-conflict__actions">
        <button type="button" className="admin-button" onClick={onLoadTheirs} disabled={isSaving}>
          {t.form.conflict.loadTheirs}
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={onOverwrite} disabled={isSaving}>
          {t.form.conflict.overwrite}
        </button>
      </div>
    </div>
  );
}

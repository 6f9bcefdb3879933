import { Link } from 'react-router';
import { useAdminText } from '#admin/i18n/admin-language.ts';

/**
 * What a save does: an item written as it is sent (published, or kept a draft, as `published`
 * says; left out, a new item is published and an item stays as it is), or a published item's
 * unpublished changes kept beside it, published at once when `publish` says.
 */
export type SaveIntent = { kind: 'item'; published?: boolean } | { kind: 'changes'; publish: boolean };

interface Props {
  /** Of a new item: its noun in running text, for "Create project". */
  creating: string | null;
  hasDrafts: boolean;
  isDraft: boolean;
  /** Whether the form holds the item's unpublished changes rather than the item. */
  editingChanges: boolean;
  disabled: boolean;
  cancelTo: string;
  /** Saves as the button says; the form's submit is the first button. */
  onSave: (intent: SaveIntent) => void;
}

/** A form's buttons: the main save (the form's submit), the other way to save where there is one, and cancel. */
export default function SaveButtons({
  creating,
  hasDrafts,
  isDraft,
  editingChanges,
  disabled,
  cancelTo,
  onSave,
}: Props) {
  const t = useAdminText();
  const published = hasDrafts && creating === null && !isDraft;
  // Each label says whether the save goes on the site: on an item with drafts, the main one
  // publishes unless the item is a draft or the form holds its unpublished changes.
  const main =
    creating !== null
      ? hasDrafts
        ? t.drafts.createAndPublish
        : t.form.create(creating)
      : isDraft
        ? t.drafts.saveDraft
        : editingChanges
          ? t.changes.save
          : published
            ? t.drafts.saveAndPublish
            : t.form.save;
  const other: [string, SaveIntent] | null =
    hasDrafts && (creating !== null || isDraft)
      ? [
          creating !== null ? t.drafts.saveAsDraft : t.drafts.saveAndPublish,
          { kind: 'item', published: creating === null },
        ]
      : published
        ? editingChanges
          ? [t.drafts.saveAndPublish, { kind: 'changes', publish: true }]
          : [t.changes.saveAsChanges, { kind: 'changes', publish: false }]
        : null;
  return (
    <div className="admin-form__actions">
      <button type="submit" className="admin-button" disabled={disabled}>
        {main}
      </button>
      {other && (
        <button
          type="button"
          className="admin-button admin-button--ghost"
          disabled={disabled}
          onClick={() => onSave(other[1])}
        >
          {other[0]}
        </button>
      )}
      <Link className="admin-button admin-button--ghost" to={cancelTo}>
        {t.common.cancel}
      </Link>
    </div>
  );
}

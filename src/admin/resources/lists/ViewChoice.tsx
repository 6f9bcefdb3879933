import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { ListView } from './use-list-view.ts';

/** Cards or a table: two buttons, the one pressed saying which the list shows. */
export default function ViewChoice({
  view,
  onView,
  cards,
}: {
  view: ListView;
  onView: (view: ListView) => void;
  /** What the cards are called where they are something else (the media library's grid of thumbnails). */
  cards?: string;
}) {
  const words = useAdminText().lists;
  return (
    <fieldset className="list-controls__view">
      <legend>{words.view}</legend>
      <div className="list-controls__toggle">
        {(['cards', 'table'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="admin-button admin-button--ghost"
            aria-pressed={view === choice}
            onClick={() => onView(choice)}
          >
            {choice === 'cards' ? (cards ?? words.cards) : words.table}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

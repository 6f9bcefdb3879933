import { useState } from 'react';
import type { TrashEntry } from '#shared/schemas/trash.ts';
import ConfirmAction from '../../layout/ConfirmAction.tsx';
import { tiranaTime } from '../../lib/tirana-time.ts';
import { daysLeftText, dependantsText, kindLabel } from './entry-text.ts';
import { trashCalls } from './trash-calls.ts';
import { useTrashChange } from './use-trash-change.ts';

/** One deleted item: what it was, who deleted it and when, how long it stays; restore it, or (admins) delete it for good. */
export default function TrashEntryItem({ entry, canDiscard }: { entry: TrashEntry; canDiscard: boolean }) {
  const change = useTrashChange();
  const [busy, setBusy] = useState(false);
  const { entryId, title } = entry;
  const withIt = dependantsText(entry.dependants);
  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    // A restored or deleted entry leaves the list, and this item with it.
    if (!(await change(call))) setBusy(false);
  };

  return (
    <li className="trash-entry" data-entry-id={entryId}>
      <div className="trash-entry__about">
        <p className="trash-entry__kind">{kindLabel(entry.kind)}</p>
        <h2 className="trash-entry__title">{title}</h2>
        {withIt && <p className="trash-entry__with">With {withIt}</p>}
        <p className="trash-entry__when">
          Deleted by {entry.deletedBy} on <time dateTime={entry.deletedAt}>{tiranaTime(entry.deletedAt)}</time>
          {' · '}
          <time dateTime={entry.purgeAt}>{daysLeftText(entry.purgeAt, new Date())}</time>
        </p>
      </div>
      <div className="trash-entry__actions">
        <ConfirmAction
          action="Restore"
          subject={title}
          question={`Restore “${title}”?`}
          tone="plain"
          isDisabled={busy}
          onConfirm={() => run(() => trashCalls.restore(entryId))}
        >
          <p>It comes back where it was{withIt && `, with ${withIt}`}, and its pages are published again.</p>
        </ConfirmAction>
        {canDiscard && (
          <ConfirmAction
            action="Delete for good"
            subject={title}
            label={`Delete ${title} for good`}
            question={`Delete “${title}” for good?`}
            isDisabled={busy}
            onConfirm={() => run(() => trashCalls.discard(entryId))}
          >
            <p>
              “{title}”{withIt && ` and ${withIt}`} are deleted with their files. This cannot be undone.
            </p>
          </ConfirmAction>
        )}
      </div>
    </li>
  );
}

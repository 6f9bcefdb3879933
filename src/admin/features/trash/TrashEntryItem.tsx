import { useState } from 'react';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import ConfirmAction from '#admin/layout/ConfirmAction.tsx';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { TrashEntry } from '#shared/payloads/trash.ts';
import { daysLeftText, dependantsText, entryTitle, kindLabel } from './entry-text.ts';
import { trashCalls } from './trash-calls.ts';
import { useTrashChange } from './use-trash-change.ts';

/** One deleted item: what it was, who deleted it and when, how long it stays; restore it, or (admins) delete it for good. */
export default function TrashEntryItem({ entry, canDiscard }: { entry: TrashEntry; canDiscard: boolean }) {
  const change = useTrashChange();
  const [busy, setBusy] = useState(false);
  const { entryId } = entry;
  const t = useAdminText();
  const language = useAdminLanguage();
  const title = entryTitle(entry, language);
  const words = t.trash;
  const withIt = dependantsText(entry.dependants, language);
  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    // A restored or deleted entry leaves the list, and this item with it.
    if (!(await change(call))) setBusy(false);
  };

  return (
    <li className="trash-entry" data-entry-id={entryId}>
      <div className="trash-entry__about">
        <p className="trash-entry__kind">{kindLabel(entry.kind, language)}</p>
        <h2 className="trash-entry__title">{title}</h2>
        {withIt && <p className="trash-entry__with">{words.with(withIt)}</p>}
        <p className="trash-entry__when">
          {words.deletedBy(entry.deletedBy)} <time dateTime={entry.deletedAt}>{tiranaTime(entry.deletedAt)}</time>
          {' · '}
          <time dateTime={entry.purgeAt}>{daysLeftText(entry.purgeAt, new Date(), language)}</time>
        </p>
      </div>
      <div className="trash-entry__actions">
        <ConfirmAction
          action={words.restore}
          subject={title}
          question={words.restoreQuestion(title)}
          tone="plain"
          isDisabled={busy}
          onConfirm={() => run(() => trashCalls.restore(entryId))}
        >
          <p>{words.restoreText(withIt)}</p>
        </ConfirmAction>
        {canDiscard && (
          <ConfirmAction
            action={words.discard}
            subject={title}
            label={words.discardLabel(title)}
            question={words.discardQuestion(title)}
            isDisabled={busy}
            onConfirm={() => run(() => trashCalls.discard(entryId))}
          >
            <p>{words.discardText(title, withIt)}</p>
          </ConfirmAction>
        )}
      </div>
    </li>
  );
}

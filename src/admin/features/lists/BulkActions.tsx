import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import QuestionDialog from '../../layout/QuestionDialog.tsx';
import type { ResourceConfig } from '../resources/resource.ts';
import { useRetentionDays } from '../trash/trash-calls.ts';
import { useBulkDelete } from './use-bulk-delete.ts';
import { useBulkPublication } from './use-bulk-publication.ts';
import type { Listed, Selection } from './use-selection.ts';

/** Names shown in the question before a bulk delete; the rest are counted. */
const NAMES_SHOWN = 8;

/**
 * Above a page of a list: a box that selects every item of the page, how many are selected, and
 * what can be done to them at once (publish or take back to drafts, where the kind has drafts;
 * delete, after a question).
 */
export default function BulkActions<T extends Record<string, unknown>>({
  config,
  items,
  selection,
}: {
  config: ResourceConfig<T>;
  items: Listed<T>[];
  selection: Selection<T>;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useBulkDelete(config);
  const publication = useBulkPublication(config);
  const days = useRetentionDays();
  const many = config.many.toLowerCase();
  const onPage = items.filter((item) => selection.has(Number(item[config.idField]))).length;
  const whole = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (whole.current) whole.current.indeterminate = onPage > 0 && onPage < items.length;
  }, [onPage, items.length]);
  const { targets } = selection;
  const named = targets.slice(0, NAMES_SHOWN).map((target) => `“${target.title}”`);
  const more = targets.length - named.length;

  return (
    <div className="bulk-actions">
      <label className="bulk-actions__all">
        <input
          ref={whole}
          type="checkbox"
          checked={items.length > 0 && onPage === items.length}
          onChange={(event) => selection.setAll(items, event.currentTarget.checked)}
        />
        Select the {items.length} on this page
      </label>
      {selection.count > 0 && (
        <>
          <p className="bulk-actions__count" role="status">
            {selection.count} selected
          </p>
          {config.api.publication &&
            [true, false].map((published) => (
              <Button
                key={String(published)}
                className="admin-button admin-button--ghost"
                isDisabled={publication.isPending}
                onPress={() => publication.mutate({ targets, published }, { onSettled: selection.clear })}
              >
                {published ? 'Publish selected' : 'Back to draft'}
              </Button>
            ))}
          <Button
            className="admin-button admin-button--danger"
            isDisabled={remove.isPending}
            onPress={() => setAsking(true)}
          >
            {remove.isPending ? 'Deleting…' : 'Delete selected'}
          </Button>
          <Button className="admin-button admin-button--ghost" onPress={selection.clear}>
            Clear selection
          </Button>
        </>
      )}
      <QuestionDialog
        title={`Delete ${targets.length} ${targets.length === 1 ? config.lower : many}?`}
        isOpen={asking}
        onDismiss={() => setAsking(false)}
      >
        <p>
          {named.join(', ')}
          {more > 0 && ` and ${more} more`} will be removed from the site and kept in the trash
          {days && ` for ${days} days`}, with their files, from where each can be restored.
        </p>
        <p className="admin-muted">Any of them changed since this list was shown is left as it is.</p>
        <div className="admin-dialog__actions">
          <Button className="admin-button admin-button--ghost" onPress={() => setAsking(false)} autoFocus>
            Cancel
          </Button>
          <Button
            className="admin-button admin-button--danger"
            onPress={() => {
              setAsking(false);
              remove.mutate(targets, { onSettled: selection.clear });
            }}
          >
            Delete {targets.length}
          </Button>
        </div>
      </QuestionDialog>
    </div>
  );
}

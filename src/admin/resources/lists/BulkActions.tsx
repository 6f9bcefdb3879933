import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useRetentionDays } from '#admin/features/trash/trash-calls.ts';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import QuestionDialog from '#admin/layout/QuestionDialog.tsx';
import type { ResourceConfig } from '../resource.ts';
import { useBulkDelete } from './use-bulk-delete.ts';
import { useBulkPublication } from './use-bulk-publication.ts';
import type { Listed, Selection } from './use-selection.ts';

/** Names shown in the question before a bulk delete; the rest are counted. */
const NAMES_SHOWN = 8;

/**
 * Above a page of a list: a box that selects every item of the page, how many are selected, and
 * what can be done to them at once (publish or take back to drafts, where the kind has drafts;
 * the kind's own actions; delete, after a question).
 */
export default function BulkActions<T extends Record<string, unknown>>({
  config,
  items,
  selection,
  actions,
}: {
  config: ResourceConfig<T>;
  items: Listed<T>[];
  selection: Selection<T>;
  /** The kind's own actions on the selected items (a unit's status), before Delete. */
  actions?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useBulkDelete(config);
  const publication = useBulkPublication(config);
  const days = useRetentionDays();
  const t = useAdminText();
  const words = t.lists;
  const noun = config.nouns[useAdminLanguage()];
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
        {words.selectPage(items.length)}
      </label>
      {selection.count > 0 && (
        <>
          <p className="bulk-actions__count" role="status">
            {words.selected(selection.count)}
          </p>
          {config.api.publication &&
            [true, false].map((published) => (
              <Button
                key={String(published)}
                className="admin-button admin-button--ghost"
                isDisabled={publication.isPending}
                onPress={() => publication.mutate({ targets, published }, { onSettled: selection.clear })}
              >
                {published ? t.drafts.publishSelected : t.drafts.unpublish}
              </Button>
            ))}
          {actions}
          <Button
            className="admin-button admin-button--danger"
            isDisabled={remove.isPending}
            onPress={() => setAsking(true)}
          >
            {remove.isPending ? t.common.deleting : words.deleteSelected}
          </Button>
          <Button className="admin-button admin-button--ghost" onPress={selection.clear}>
            {words.clearSelection}
          </Button>
        </>
      )}
      <QuestionDialog
        title={words.bulkQuestion(targets.length, targets.length === 1 ? noun.lower : noun.some)}
        isOpen={asking}
        onDismiss={() => setAsking(false)}
      >
        <p>{words.bulkText(named.join(', '), more, days)}</p>
        <p className="admin-muted">{words.bulkChanged}</p>
        <div className="admin-dialog__actions">
          <Button className="admin-button admin-button--ghost" onPress={() => setAsking(false)} autoFocus>
            {t.common.cancel}
          </Button>
          <Button
            className="admin-button admin-button--danger"
            onPress={() => {
              setAsking(false);
              remove.mutate({ targets }, { onSettled: selection.clear });
            }}
          >
            {words.deleteCount(targets.length)}
          </Button>
        </div>
      </QuestionDialog>
    </div>
  );
}

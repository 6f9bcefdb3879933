import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import ConfirmAction from '#admin/layout/ConfirmAction.tsx';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { ChangesAnswer, ResourceConfig } from '#admin/resources/resource.ts';
import { useChangesAction } from '#admin/resources/use-changes.ts';
import { comparedFields, labelsOf } from '../history/compared-fields.ts';

type Item = Record<string, unknown>;

/**
 * On a published item's screen, the changes kept beside it: who saved them, when, what they
 * change, and whether they are outdated; with the ways to edit, publish or discard them.
 */
export default function ChangesNotice<T extends Item>({
  config,
  id,
  changes,
}: {
  config: ResourceConfig<T>;
  id: number;
  changes: { data: ChangesAnswer<T>; version: string | null };
}) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const action = useChangesAction(config, id);
  const { draft } = changes.data;
  if (!draft) return null;
  const words = t.changes;
  return (
    <section className="changes-notice" aria-labelledby="changes-notice-title">
      <h2 id="changes-notice-title" className="changes-notice__title">
        {words.title}
      </h2>
      <p className="changes-notice__text">
        {words.savedBy(
          draft.savedBy,
          tiranaTime(draft.savedAt, language),
          labelsOf(comparedFields(config, language), draft.changed, language).join(', '),
        )}{' '}
        {words.siteShows}
      </p>
      {draft.outdated && (
        <p className="admin-alert admin-alert--error" role="alert">
          {words.outdated(config.nouns[language].item)}
        </p>
      )}
      <div className="changes-notice__actions">
        <Link className="admin-button admin-button--ghost" to={config.paths.edit(id)}>
          {words.edit}
        </Link>
        <button
          type="button"
          className="admin-button"
          disabled={draft.outdated || action.isPending}
          onClick={() => action.mutate({ action: 'publish', tag: changes.version })}
        >
          {words.publish}
        </button>
        <ConfirmAction
          action={words.discard}
          subject=""
          label={words.discard}
          question={words.discardQuestion}
          isDisabled={action.isPending}
          onConfirm={() => action.mutate({ action: 'discard', tag: changes.version })}
        >
          <p>{words.discardText}</p>
        </ConfirmAction>
      </div>
    </section>
  );
}

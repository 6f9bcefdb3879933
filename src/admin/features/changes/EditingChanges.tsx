import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { ResourceConfig } from '#admin/resources/resource.ts';
import type { ChangeDraftInfo } from '#shared/payloads/change-drafts.ts';

/** Above a form opened on a published item's unpublished changes: whose they are, and that the site shows the item. */
export default function EditingChanges<T extends Record<string, unknown>>({
  config,
  draft,
}: {
  config: ResourceConfig<T>;
  draft: ChangeDraftInfo;
}) {
  const t = useAdminText();
  const language = useAdminLanguage();
  return (
    <div className="changes-notice">
      <p className="changes-notice__text">{t.changes.editing(draft.savedBy, tiranaTime(draft.savedAt, language))}</p>
      {draft.outdated && (
        <p className="admin-alert admin-alert--error">{t.changes.outdated(config.nouns[language].item)}</p>
      )}
    </div>
  );
}

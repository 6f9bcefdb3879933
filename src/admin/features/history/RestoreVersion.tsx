import { useState } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { AdminText } from '#admin/i18n/en.ts';
import ConfirmAction from '#admin/layout/ConfirmAction.tsx';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, logFailure } from '#admin/lib/api-client.ts';
import { savedSince } from '#admin/lib/edit-conflict-text.ts';
import { focusLatestPublish } from '#admin/lib/publish-tracker.ts';
import type { HistoryConfig } from './history-config.ts';
import { useRestoreVersion } from './use-item-history.ts';

interface Props<T extends Record<string, unknown>> {
  config: HistoryConfig<T>;
  id: number;
  version: number;
  /** The item's current version (its ETag): the restore is refused if someone saves after it. */
  from: string | null;
  /** The labels of the files a restore leaves as they are, which the version no longer has. */
  keptFiles: string[];
}

/**
 * "Restore this version": asks first, in an alert dialog that returns focus to the button; then
 * puts the version back as a new one, which the publish tray follows until it is live.
 */
export default function RestoreVersion<T extends Record<string, unknown>>({
  config,
  id,
  version,
  from,
  keptFiles,
}: Props<T>) {
  const restore = useRestoreVersion(config, id);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useAdminText();
  const words = t.history;
  const kept = keptFiles.length > 0 ? words.kept(keptFiles.join(', ')) : '';

  async function confirm() {
    setFailure(null);
    try {
      const result = await restore.mutateAsync({ version, from });
      notify(words.restored(version, result.version));
      focusLatestPublish();
    } catch (error) {
      logFailure(error);
      setFailure(failureText(error, t));
    }
  }

  return (
    <div className="version-restore">
      <ConfirmAction
        action={words.restore}
        subject={words.restoreSubject(version)}
        trigger={restore.isPending ? words.restoring : words.restoreThis}
        tone="plain"
        isDisabled={restore.isPending}
        onConfirm={() => void confirm()}
      >
        <p>{words.restoreText}</p>
        {kept && <p>{kept}</p>}
      </ConfirmAction>
      {failure && (
        <p className="admin-alert admin-alert--error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

/** Why a restore failed, in plain words: someone's later save, or the API's own reason. */
function failureText(error: unknown, t: AdminText): string {
  if (error instanceof ApiRequestError && error.conflict)
    return `${savedSince(error.conflict, t)} ${t.history.conflict}`;
  if (error instanceof ApiRequestError) return t.history.refused(error.message);
  return t.history.unreachable;
}

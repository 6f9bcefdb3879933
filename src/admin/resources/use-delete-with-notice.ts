import { adminText, useAdminLanguage } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, logFailure } from '#admin/lib/api-client.ts';
import { savedSince } from '#admin/lib/edit-conflict-text.ts';
import { messagesIn } from '#admin/lib/messages.ts';
import { useDeletedNotice } from '../features/trash/use-trash-change.ts';
import { type ItemDeleting, useDeleteResource } from './use-resource.ts';

/** Deletes an item and says how it went, in the words of docs/product.md#error-messages, offering to undo it. */
export function useDeleteWithNotice<T extends Record<string, unknown>>(
  config: ItemDeleting<T>,
  onDeleted?: () => void,
) {
  const language = useAdminLanguage();
  const messages = messagesIn(language, config.nouns[language]);
  const deletedNotice = useDeletedNotice();
  const remove = useDeleteResource(config, {
    onDeleted: (_id, trashEntry) => {
      deletedNotice(messages.deleted, trashEntry);
      onDeleted?.();
    },
    onFailed: (error) => {
      logFailure(error);
      notify(`${messages.deleteFailed} ${conflictDetail(error)}`.trim(), 'error');
    },
  });
  return {
    isPending: remove.isPending,
    /** Why the last delete failed, for a screen that says more than the notice (a refusal's list of uses); null after a success. */
    failure: remove.error,
    /** Deletes the item at `version`, the one the admin confirmed. */
    remove: (id: number, version: string | null) => remove.mutate({ id, version }),
  };
}

/**
 * A 409 says why the API refused (a category still in use); a 412 that someone saved the item
 * after the admin looked at it; a 404 that it is gone already. Other failures need no more words.
 */
export function conflictDetail(error: Error): string {
  if (!(error instanceof ApiRequestError)) return '';
  if (error.status === 409) return error.message;
  const words = adminText().form.conflict;
  if (error.status === 412) return `${savedSince(error.conflict, adminText())} ${words.lookAgain}`;
  if (error.status === 404) return words.deletedAlready;
  return '';
}

import { ApiRequestError, logFailure } from '../../lib/api-client.ts';
import { messagesFor } from '../../lib/messages.ts';
import { notify } from '../../layout/Toasts.tsx';
import type { ResourceConfig } from './resource.ts';
import { useDeleteResource } from './use-resource.ts';

/** Deletes an item and says how it went, in the words of SPEC §8. */
export function useDeleteWithNotice<T extends Record<string, unknown>>(
  config: ResourceConfig<T>,
  onDeleted?: () => void,
) {
  const messages = messagesFor(config);
  const remove = useDeleteResource(config, {
    onDeleted: () => {
      notify(messages.deleted);
      onDeleted?.();
    },
    onFailed: (error) => {
      logFailure(error);
      notify(`${messages.deleteFailed} ${conflictDetail(error)}`.trim(), 'error');
    },
  });
  return { isPending: remove.isPending, remove: (id: number) => remove.mutate(id) };
}

/** A 409 says why the API refused (a category still in use); other failures need no more words. */
function conflictDetail(error: Error): string {
  return error instanceof ApiRequestError && error.status === 409 ? error.message : '';
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminText } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, apiRequest, logFailure } from '#admin/lib/api-client.ts';
import { OrderSchema } from '#shared/payloads/order.ts';

export interface SavedOrder<T> {
  /** The API's `order` path of the list. */
  path: string;
  /** The query whose list the order is of; it shows the new order at once, and is read again after a failure. */
  queryKey: readonly unknown[];
  /** The id of an item of that list. */
  idOf: (item: T) => number;
  /** In running text: "projects", "gallery images of Lake Residence". */
  what: string;
}

/** Puts `items` in the order of `ids`; items of the list not in `ids` (another parent's images) keep their places. */
function inOrder<T>(items: T[], ids: number[], idOf: (item: T) => number): T[] {
  const wanted = new Set(ids);
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const next = ids.map((id) => byId.get(id)).filter((item) => item !== undefined);
  let at = 0;
  return items.map((item) => (wanted.has(idOf(item)) ? (next[at++] as T) : item));
}

/**
 * Saves a new order of a list (an `order` path of the API): shown at once, said in a toast when
 * saved, and undone with a message when the API refuses it (someone changed the list meanwhile).
 * The API's answer names its change event, which the publish tray follows (api-client.ts).
 */
export function useSaveOrder<T>({ path, queryKey, idOf, what }: SavedOrder<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiRequest('PUT', path, OrderSchema, { body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<T[]>(queryKey, (items) => items && inOrder(items, ids, idOf));
    },
    onSuccess: () => notify(adminText().ordering.saved(what)),
    onError: (error) => {
      logFailure(error);
      const changed = error instanceof ApiRequestError && error.status === 409;
      notify(changed ? error.message : adminText().ordering.failed(what), 'error');
    },
    onSettled: (_answer, error) => (error ? queryClient.invalidateQueries({ queryKey }) : undefined),
  });
}

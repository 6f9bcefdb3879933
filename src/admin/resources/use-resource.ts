import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, versionedRequest } from '#admin/lib/api-client.ts';
import type { ListPage } from '#shared/payloads/list-page.ts';
import { MessageSchema } from '#shared/schemas/common.ts';
import { trashEntryOf } from '../features/trash/trash-calls.ts';
import type { ResourceConfig } from './resource.ts';

type Item = Record<string, unknown>;

/** What reading one item of a kind needs of its screens: its kind, its single read and the shape of its answer. */
export type ItemReading<T extends Item> = Pick<ResourceConfig<T>, 'entity' | 'singleSchema'> & {
  api: Pick<ResourceConfig<T>['api'], 'single'>;
};

/** What deleting an item of a kind needs of its screens: its kind, its nouns, its id field and its delete call. */
export type ItemDeleting<T extends Item> = Pick<ResourceConfig<T>, 'entity' | 'nouns' | 'idField'> & {
  api: Pick<ResourceConfig<T>['api'], 'remove'>;
};

/** Every item of a kind: in the order admins set, for the kinds they order; else newest first (the highest id first). */
export function useResourceList<T extends Item>(config: ResourceConfig<T>, enabled = true) {
  return useQuery({
    queryKey: [config.entity.kind, 'list'],
    queryFn: ({ signal }) => apiRequest('GET', config.api.list, config.listSchema, { signal }),
    select: (items) =>
      config.api.order ? items : [...items].sort((a, b) => Number(b[config.idField]) - Number(a[config.idField])),
    enabled,
  });
}

/** A page of a kind's list as `search` asks for it (lists/list-search.ts); the page shown stays while the next loads. */
export function useResourcePage<T extends Item>(config: ResourceConfig<T>, search: string) {
  return useQuery({
    queryKey: [config.entity.kind, 'list', 'page', search],
    queryFn: ({ signal }) =>
      apiRequest('GET', search ? `${config.api.page}?${search}` : config.api.page, config.listing.pageSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
    // Read again each time the list shows: an order, an edit or a delete made elsewhere may change it.
    staleTime: 0,
  });
}

/** One item with its version: what an edit or a delete of it is made from. */
export function useResourceItem<T extends Item>(config: ItemReading<T>, id: number, enabled = true) {
  return useQuery({
    queryKey: [config.entity.kind, 'item', id],
    queryFn: ({ signal }) => versionedRequest('GET', config.api.single(id), config.singleSchema, { signal }),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}

/** What happens after a delete, whoever asked for it; `trashEntry` is where it can be undone from. */
export interface DeleteCallbacks {
  onDeleted: (id: number, trashEntry: number | null) => void;
  onFailed: (error: Error) => void;
}

/** Deletes an item at `version`; answers the trash entry the API kept it in. */
export const deleteItem = async (path: string, version: string | null) =>
  trashEntryOf((await versionedRequest('DELETE', path, MessageSchema, { ifMatch: version })).header);

/**
 * Deletes one item; on success it leaves the list cache at once, so its card goes away. The
 * callbacks belong to the mutation, not to a `mutate` call: those of `mutate` never run once the
 * component that called it is gone, and a deleted card is gone before the answer is handled.
 */
export function useDeleteResource<T extends Item>(config: ItemDeleting<T>, callbacks: DeleteCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: string | null }) => deleteItem(config.api.remove(id), version),
    onError: callbacks.onFailed,
    onSuccess: (trashEntry, { id }) => {
      callbacks.onDeleted(id, trashEntry);
      queryClient.setQueryData<T[]>([config.entity.kind, 'list'], (items) =>
        items?.filter((item) => item[config.idField] !== id),
      );
      queryClient.setQueriesData<ListPage<T>>(
        { queryKey: [config.entity.kind, 'list', 'page'] },
        (page) => page && { ...page, items: page.items.filter((item) => item[config.idField] !== id) },
      );
      // Marked stale without a refetch: its screen may still show for a moment, and asking for the
      // deleted item again would only fetch a 404.
      void queryClient.invalidateQueries({ queryKey: [config.entity.kind, 'item', id], refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: [config.entity.kind, 'list'] });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#admin/lib/api-client.ts';
import { ItemHistorySchema, RestoreResultSchema } from '#shared/payloads/history.ts';
import type { HistoryConfig } from './history-config.ts';

type Item = Record<string, unknown>;

/** An item's saved versions, newest first. */
export function useItemHistory<T extends Item>(config: HistoryConfig<T>, id: number) {
  return useQuery({
    queryKey: [config.entity.kind, 'history', id],
    queryFn: ({ signal }) => apiRequest('GET', config.api.history(id), ItemHistorySchema, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * Puts back an earlier version of an item, made from the version the admin sees as current (the
 * API refuses it with 412 if someone saved since). The kind's data is read again afterwards,
 * whatever came of it: the item, its list and its history all change, or someone else's save did.
 */
export function useRestoreVersion<T extends Item>(config: HistoryConfig<T>, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, from }: { version: number; from: string | null }) =>
      apiRequest('POST', config.api.restore(id), RestoreResultSchema, { body: { version }, ifMatch: from }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [config.entity.kind] }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminText } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, logFailure, versionedRequest } from '#admin/lib/api-client.ts';
import { savedSince } from '#admin/lib/edit-conflict-text.ts';
import { focusLatestPublish } from '#admin/lib/publish-tracker.ts';
import type { ResourceConfig } from './resource.ts';

type Item = Record<string, unknown>;

const pathOf = (path: ((id: number) => string) | undefined, id: number) => {
  if (!path) throw new Error('This kind has no unpublished changes');
  return path(id);
};

/** An item's unpublished changes, with their ETag (docs/decisions/017-drafts-of-changes.md); off for kinds without. */
export function useChanges<T extends Item>(config: ResourceConfig<T>, id: number) {
  return useQuery({
    queryKey: [config.entity.kind, 'item', id, 'changes'],
    queryFn: ({ signal }) => changeCalls.read(config, id, signal),
    enabled: config.api.changes !== undefined && Number.isInteger(id) && id > 0,
  });
}

/** The calls that save, publish and discard an item's changes, each from the changes' ETag it read. */
export const changeCalls = {
  read: <T extends Item>(config: ResourceConfig<T>, id: number, signal?: AbortSignal) =>
    versionedRequest('GET', pathOf(config.api.changes, id), config.changesSchema, { signal }),
  save: <T extends Item>(
    config: ResourceConfig<T>,
    id: number,
    body: FormData,
    tag: string | null,
    onUploadProgress: (share: number) => void,
  ) =>
    versionedRequest('PUT', pathOf(config.api.changes, id), config.changesSchema, {
      body,
      ifMatch: tag,
      onUploadProgress,
    }),
  publish: <T extends Item>(config: ResourceConfig<T>, id: number, tag: string | null) =>
    versionedRequest('POST', pathOf(config.api.publishChanges, id), config.singleSchema, { ifMatch: tag }),
  discard: <T extends Item>(config: ResourceConfig<T>, id: number, tag: string | null) =>
    versionedRequest('DELETE', pathOf(config.api.changes, id), config.changesSchema, { ifMatch: tag }),
};

/** Publishes or discards an item's changes from the item's screen, and says how it went. */
export function useChangesAction<T extends Item>(config: ResourceConfig<T>, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, tag }: { action: 'publish' | 'discard'; tag: string | null }) => {
      await changeCalls[action](config, id, tag);
    },
    onSuccess: (_answer, { action }) => {
      const words = adminText().changes;
      notify(action === 'publish' ? words.published : words.discarded);
      if (action === 'publish') focusLatestPublish();
    },
    onError: (error, { action }) => {
      logFailure(error);
      const text = adminText();
      const conflict = error instanceof ApiRequestError && error.status === 412;
      const why = conflict ? `${savedSince(error.conflict, text)} ${text.drafts.lookAgain}` : error.message;
      notify(`${text.changes.failed(action)} ${why}`, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [config.entity.kind] }),
  });
}

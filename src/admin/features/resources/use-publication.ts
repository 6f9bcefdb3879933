import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, logFailure, versionedRequest } from '../../lib/api-client.ts';
import { savedSince } from '../../lib/edit-conflict-text.ts';
import { focusLatestPublish } from '../../lib/publish-tracker.ts';
import { notify } from '../../layout/Toasts.tsx';
import type { ResourceConfig } from './resource.ts';

/** What the admin says once an item is published, or taken back to a draft. */
export const publicationNotice = (one: string, published: boolean) =>
  published ? `${one} published: it is going on the site.` : `${one} taken back to a draft: it is leaving the site.`;

/** Sets whether one item is published, from the version the admin looked at (`api.publication`). */
export const setPublished = <T extends Record<string, unknown>>(
  config: ResourceConfig<T>,
  id: number,
  published: boolean,
  version: string | null,
) => {
  const path = config.api.publication?.(id);
  if (!path) throw new Error(`${config.key} has no drafts`);
  return versionedRequest('PUT', path, config.singleSchema, { body: { published }, ifMatch: version });
};

/**
 * Publishes an item or takes it back to a draft, and says so; a 412 says who saved it meanwhile.
 * The item's screens read it again either way.
 */
export function usePublication<T extends Record<string, unknown>>(config: ResourceConfig<T>, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ published, version }: { published: boolean; version: string | null }) =>
      setPublished(config, id, published, version),
    onSuccess: (_answer, { published }) => {
      notify(publicationNotice(config.one, published));
      focusLatestPublish();
    },
    onError: (error) => {
      logFailure(error);
      const conflict = error instanceof ApiRequestError && error.status === 412;
      const why = conflict ? ` ${savedSince(error.conflict)} Look at it again first.` : '';
      notify(`Failed to change whether the ${config.lower} is published.${why}`, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [config.key] }),
  });
}

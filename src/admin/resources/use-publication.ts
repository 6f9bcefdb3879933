import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $adminLanguage, adminText } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { ApiRequestError, logFailure, versionedRequest } from '#admin/lib/api-client.ts';
import { savedSince } from '#admin/lib/edit-conflict-text.ts';
import { focusLatestPublish } from '#admin/lib/publish-tracker.ts';
import type { ResourceConfig } from './resource.ts';

/** What the admin says once an item of `config` is published, or taken back to a draft. */
function publicationNotice<T extends Record<string, unknown>>(config: ResourceConfig<T>, published: boolean) {
  const { one } = config.nouns[$adminLanguage.get()];
  const words = adminText().drafts;
  return published ? words.published(one) : words.unpublished(one);
}

/** Sets whether one item is published, from the version the admin looked at (`api.publication`). */
export const setPublished = <T extends Record<string, unknown>>(
  config: ResourceConfig<T>,
  id: number,
  published: boolean,
  version: string | null,
) => {
  const path = config.api.publication?.(id);
  if (!path) throw new Error(`${config.entity.kind} has no drafts`);
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
      notify(publicationNotice(config, published));
      focusLatestPublish();
    },
    onError: (error) => {
      logFailure(error);
      const conflict = error instanceof ApiRequestError && error.status === 412;
      const text = adminText();
      const why = conflict ? ` ${savedSince(error.conflict, text)} ${text.drafts.lookAgain}` : '';
      const { item } = config.nouns[$adminLanguage.get()];
      notify(`${text.drafts.failed(item)}${why}`, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [config.entity.kind] }),
  });
}

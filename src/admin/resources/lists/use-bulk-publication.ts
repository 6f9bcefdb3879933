import { $adminLanguage, adminText } from '#admin/i18n/admin-language.ts';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { savedSince } from '#admin/lib/edit-conflict-text.ts';
import type { ResourceConfig } from '../resource.ts';
import { setPublished } from '../use-publication.ts';
import { type BulkTarget, publicationSummary } from './bulk-summary.ts';
import { useBulkAction } from './use-bulk-action.ts';

/** Why one item of a bulk publication was refused, in plain words. */
function refusalOf(error: unknown): string {
  const text = adminText();
  if (error instanceof ApiRequestError && error.status === 412) return savedSince(error.conflict, text);
  if (error instanceof ApiRequestError && error.status === 404) return text.common.notFound;
  return text.common.changeFailed;
}

/**
 * Publishes the selected items, or takes them back to drafts (use-bulk-action.ts); an item
 * already as asked is written again, harmlessly.
 */
export const useBulkPublication = <T extends Record<string, unknown>>(config: ResourceConfig<T>) =>
  useBulkAction<T, { targets: BulkTarget[]; published: boolean }>(config, {
    act: (target, { published }) => setPublished(config, target.id, published, target.etag),
    refusalOf,
    summary: (outcomes, { published }) => {
      const language = $adminLanguage.get();
      return publicationSummary(config.nouns[language], published, outcomes, language);
    },
  });

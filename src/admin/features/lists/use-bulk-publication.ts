import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, logFailure } from '../../lib/api-client.ts';
import { savedSince } from '../../lib/edit-conflict-text.ts';
import { notify } from '../../layout/Toasts.tsx';
import { $adminLanguage, adminText } from '../../i18n/admin-language.ts';
import type { ResourceConfig } from '../resources/resource.ts';
import { setPublished } from '../resources/use-publication.ts';
import { type BulkOutcome, type BulkTarget, publicationSummary } from './bulk-summary.ts';

/** Why one item of a bulk publication was refused, in plain words. */
function refusalOf(error: unknown): string {
  const text = adminText();
  if (error instanceof ApiRequestError && error.status === 412) return savedSince(error.conflict, text);
  if (error instanceof ApiRequestError && error.status === 404) return text.common.notFound;
  return text.common.changeFailed;
}

/**
 * Publishes the selected items, or takes them back to drafts, one after another, each from the
 * version the list showed (If-Match), as the bulk delete does (use-bulk-delete.ts); an item
 * already as asked is written again, harmlessly. Says what changed and what did not.
 */
export function useBulkPublication<T extends Record<string, unknown>>(config: ResourceConfig<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ targets, published }: { targets: BulkTarget[]; published: boolean }) => {
      const outcomes: BulkOutcome[] = [];
      for (const target of targets) {
        try {
          await setPublished(config, target.id, published, target.etag);
          outcomes.push({ target, refusal: null });
        } catch (error) {
          logFailure(error);
          outcomes.push({ target, refusal: refusalOf(error) });
        }
      }
      return outcomes;
    },
    onSuccess: (outcomes, { published }) => {
      const language = $adminLanguage.get();
      const { text, tone } = publicationSummary(config.nouns[language], published, outcomes, language);
      notify(text, tone);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [config.key] }),
  });
}

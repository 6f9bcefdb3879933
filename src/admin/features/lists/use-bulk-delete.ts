import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '#shared/schemas/common.ts';
import { apiRequest, logFailure } from '../../lib/api-client.ts';
import { notify } from '../../layout/Toasts.tsx';
import type { ResourceConfig } from '../resources/resource.ts';
import { conflictDetail } from '../resources/use-delete-with-notice.ts';
import { type BulkOutcome, type BulkTarget, bulkSummary } from './bulk-summary.ts';
import { $adminLanguage, adminText } from '../../i18n/admin-language.ts';

/**
 * Deletes the selected items with the API's own delete of each, one after another, each from the
 * version the list showed (If-Match): an item saved since is refused (412) as a card's delete
 * would be, and so is one the API keeps (409). Each delete is a write of its own, with its own
 * change event; a refusal stops none of the others. Says what went and what did not.
 */
export function useBulkDelete<T extends Record<string, unknown>>(config: ResourceConfig<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (targets: BulkTarget[]) => {
      const outcomes: BulkOutcome[] = [];
      for (const target of targets) {
        try {
          await apiRequest('DELETE', config.api.remove(target.id), MessageSchema, { ifMatch: target.etag });
          outcomes.push({ target, refusal: null });
        } catch (error) {
          logFailure(error);
          const detail = error instanceof Error ? conflictDetail(error) : '';
          outcomes.push({ target, refusal: detail || adminText().lists.bulkRefused });
        }
      }
      return outcomes;
    },
    onSuccess: (outcomes) => {
      const language = $adminLanguage.get();
      const { text, tone } = bulkSummary(config.nouns[language], outcomes, language);
      notify(text, tone);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [config.key] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '#admin/layout/Toasts.tsx';
import { logFailure } from '#admin/lib/api-client.ts';
import type { ResourceConfig } from '../resource.ts';
import type { BulkOutcome, BulkTarget } from './bulk-summary.ts';

/** What a bulk action does to each item, why it may refuse one, and what it says at the end. */
interface BulkAction<Asked extends { targets: BulkTarget[] }> {
  act: (target: BulkTarget, asked: Asked) => Promise<unknown>;
  refusalOf: (error: unknown) => string;
  summary: (outcomes: BulkOutcome[], asked: Asked) => { text: string; tone: 'success' | 'error' };
}

/**
 * Does an action to the selected items with the API's own call for each, one after another, each
 * from the version the list showed (If-Match): an item saved since is refused (412) as a card's
 * own button would be. Each call is a write of its own, with its own change event; a refusal
 * stops none of the others. Says what was done and what was not, and reads the list again.
 */
export function useBulkAction<T extends Record<string, unknown>, Asked extends { targets: BulkTarget[] }>(
  config: ResourceConfig<T>,
  { act, refusalOf, summary }: BulkAction<Asked>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (asked: Asked) => {
      const outcomes: BulkOutcome[] = [];
      for (const target of asked.targets) {
        try {
          await act(target, asked);
          outcomes.push({ target, refusal: null });
        } catch (error) {
          logFailure(error);
          outcomes.push({ target, refusal: refusalOf(error) });
        }
      }
      return outcomes;
    },
    onSuccess: (outcomes, asked) => {
      const { text, tone } = summary(outcomes, asked);
      notify(text, tone);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [config.entity.kind] }),
  });
}

import { $adminLanguage, adminText } from '#admin/i18n/admin-language.ts';
import { apiRequest } from '#admin/lib/api-client.ts';
import { MessageSchema } from '#shared/schemas/common.ts';
import type { ResourceConfig } from '../resource.ts';
import { conflictDetail } from '../use-delete-with-notice.ts';
import { type BulkTarget, bulkSummary } from './bulk-summary.ts';
import { useBulkAction } from './use-bulk-action.ts';

/**
 * Deletes the selected items into the trash (use-bulk-action.ts): an item saved since is refused
 * (412), and so is one the API keeps (409).
 */
export const useBulkDelete = <T extends Record<string, unknown>>(config: ResourceConfig<T>) =>
  useBulkAction<T, { targets: BulkTarget[] }>(config, {
    act: (target) => apiRequest('DELETE', config.api.remove(target.id), MessageSchema, { ifMatch: target.etag }),
    refusalOf: (error) => (error instanceof Error && conflictDetail(error)) || adminText().lists.bulkRefused,
    summary: (outcomes) => {
      const language = $adminLanguage.get();
      return bulkSummary(config.nouns[language], outcomes, language);
    },
  });

import { useAdminLanguage } from '#admin/i18n/admin-language.ts';
import { versionedRequest } from '#admin/lib/api-client.ts';
import ConfirmDelete from './ConfirmDelete.tsx';
import type { ResourceConfig } from './resource.ts';
import { useDeleteWithNotice } from './use-delete-with-notice.ts';

/**
 * The Delete of one item in a list (a card, a table's row), which knows no versions: its question
 * reads the item's current version, and the delete is made from it.
 */
export default function DeleteItem<T extends Record<string, unknown>>({
  config,
  id,
  title,
}: {
  config: ResourceConfig<T>;
  id: number;
  title: string;
}) {
  const { remove, isPending } = useDeleteWithNotice(config);
  const language = useAdminLanguage();
  const noun = config.nouns[language];
  return (
    <ConfirmDelete
      name={title}
      what={noun.item}
      isPending={isPending}
      check={{
        key: [config.entity.kind, 'delete-check', id],
        read: async (signal) => {
          const { data, version } = await versionedRequest('GET', config.api.single(id), config.singleSchema, {
            signal,
          });
          return { name: config.describe(data, language).title, version };
        },
      }}
      onConfirm={(version) => remove(id, version)}
    />
  );
}

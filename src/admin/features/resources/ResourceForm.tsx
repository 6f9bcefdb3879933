import { useParams } from 'react-router';
import QueryState from '#admin/layout/QueryState.tsx';
import { useChanges } from '../changes/use-changes.ts';
import ItemForm from './ItemForm.tsx';
import type { ResourceConfig } from './resource.ts';
import { useResourceItem } from './use-resource.ts';

type Item = Record<string, unknown>;

/** The add screen of a kind of content (no `param`), or its edit screen for the id in `param`. */
export default function ResourceForm<T extends Item>({ config, param }: { config: ResourceConfig<T>; param?: string }) {
  const params = useParams();
  const id = param ? Number(params[param]) : null;
  const query = useResourceItem(config, id ?? 0);
  const changes = useChanges(config, id ?? 0);
  if (id === null) return <ItemForm config={config} opened={null} id={null} />;
  return (
    <QueryState query={query}>
      {(opened) =>
        config.api.changes && !config.isDraft(opened.data) ? (
          // A published item opens on its unpublished changes, if it has some.
          <QueryState query={changes}>
            {(kept) => (
              <ItemForm
                config={config}
                opened={kept.data.draft ? { data: kept.data.draft.item, version: opened.version } : opened}
                id={id}
                changes={{ tag: kept.version, draft: kept.data.draft }}
              />
            )}
          </QueryState>
        ) : (
          <ItemForm config={config} opened={opened} id={id} />
        )
      }
    </QueryState>
  );
}

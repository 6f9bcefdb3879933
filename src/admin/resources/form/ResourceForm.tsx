import { useParams, useSearchParams } from 'react-router';
import QueryState from '#admin/layout/QueryState.tsx';
import type { ItemPanels } from '../panels.ts';
import { fieldsOf, type ResourceConfig } from '../resource.ts';
import { useChanges } from '../use-changes.ts';
import { useResourceItem } from '../use-resource.ts';
import ItemForm from './ItemForm.tsx';

type Item = Record<string, unknown>;

/**
 * The add screen of a kind of content (no `param`), its fields filled from its address where it
 * gives them, or its edit screen for the id in `param`.
 */
export default function ResourceForm<T extends Item>({
  config,
  param,
  panels,
}: {
  config: ResourceConfig<T>;
  param?: string;
  panels: ItemPanels['form'];
}) {
  const params = useParams();
  const [search] = useSearchParams();
  const id = param ? Number(params[param]) : null;
  const query = useResourceItem(config, id ?? 0);
  const changes = useChanges(config, id ?? 0);
  if (id === null)
    return <ItemForm config={config} opened={null} id={null} given={givenValues(config, search)} panels={panels} />;
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
                panels={panels}
              />
            )}
          </QueryState>
        ) : (
          <ItemForm config={config} opened={opened} id={id} panels={panels} />
        )
      }
    </QueryState>
  );
}

/** The values of a new item's fields its address gives (`?buildingId=3`); a key that is no field of its form is ignored. */
function givenValues<T extends Item>(config: ResourceConfig<T>, search: URLSearchParams): Record<string, string> {
  const fields = new Set(config.rows.flatMap(fieldsOf).map((field) => field.name));
  return Object.fromEntries([...search].filter(([name]) => fields.has(name)));
}

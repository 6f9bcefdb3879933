import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import QueryState from '#admin/layout/QueryState.tsx';
import { sortOf } from '#shared/payloads/list-page.ts';
import type { ResourceConfig } from '../resource.ts';
import { useResourcePage } from '../use-resource.ts';
import BulkActions from './BulkActions.tsx';
import ListControls from './ListControls.tsx';
import { isNarrowed, unnarrowed } from './list-search.ts';
import Pager from './Pager.tsx';
import ResourceCard from './ResourceCard.tsx';
import ResourceTable from './ResourceTable.tsx';
import { useListSearch } from './use-list-search.ts';
import { useListView } from './use-list-view.ts';
import { useSelection } from './use-selection.ts';

/**
 * A kind's list a page at a time, as its address asks (searched, sorted, narrowed): as cards or
 * as a table, as the admin last chose for this list, with items selected to delete at once.
 */
export default function PagedList<T extends Record<string, unknown>>({ config }: { config: ResourceConfig<T> }) {
  const { query, search, searchWith, change } = useListSearch(config.listing);
  const page = useResourcePage(config, search);
  const [view, setView] = useListView(config.entity.kind);
  const selection = useSelection(config, search);
  const sort = sortOf(config.listing.defaultSort, query);
  const t = useAdminText();
  const noun = config.nouns[useAdminLanguage()];
  const many = noun.manyLower;

  return (
    <>
      <ListControls config={config} query={query} sort={sort} change={change} view={view} onView={setView} />
      <QueryState query={page}>
        {({ items, total, pageSize }) => (
          // The page shown stays while the next one loads.
          <div className="paged-list" aria-busy={page.isPlaceholderData}>
            {items.length > 0 && <BulkActions config={config} items={items} selection={selection} />}
            {items.length === 0 ? (
              <p className="admin-empty">
                {total > 0 ? (
                  <>
                    {t.lists.pastEnd}{' '}
                    <Link to={{ search: searchWith({ page: Math.ceil(total / pageSize) }) }}>{t.lists.lastPage}</Link>
                  </>
                ) : isNarrowed(config.listing, query) ? (
                  <>
                    {t.lists.noMatch(many)}{' '}
                    <Link to={{ search: searchWith(unnarrowed(config.listing)) }}>{t.lists.showAll}</Link>
                  </>
                ) : (
                  t.lists.none(many)
                )}
              </p>
            ) : view === 'table' ? (
              <ResourceTable
                config={config}
                items={items}
                sort={sort}
                onSort={(next) => change(next)}
                selection={selection}
              />
            ) : (
              <ul className="card-grid">
                {items.map((item) => {
                  const id = Number(item[config.idField]);
                  return (
                    <ResourceCard
                      key={id}
                      config={config}
                      item={item}
                      selection={{ selected: selection.has(id), onChange: (on) => selection.set(item, on) }}
                    />
                  );
                })}
              </ul>
            )}
            <Pager
              noun={noun}
              page={query.page}
              pageSize={pageSize}
              total={total}
              searchWith={searchWith}
              change={change}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import PageHeader from '../../layout/PageHeader.tsx';
import QueryState from '../../layout/QueryState.tsx';
import { DASHBOARD_PATH } from '../../routes.ts';
import OrderList, { type OrderItem } from '../ordering/OrderList.tsx';
import OrderToggle from '../ordering/OrderToggle.tsx';
import ListFilter, { matchesFilter } from './ListFilter.tsx';
import ResourceCard from './ResourceCard.tsx';
import { fieldsOf, type ResourceConfig } from './resource.ts';
import { useResourceList } from './use-resource.ts';

/**
 * Every item of one kind as cards with See, Edit and Delete (in the order admins set, or newest
 * first), with a text filter; for a kind in an order admins set, a way to change that order.
 */
export default function ResourceList<T extends Record<string, unknown>>({ config }: { config: ResourceConfig<T> }) {
  const query = useResourceList(config);
  const [filter, setFilter] = useState('');
  const [ordering, setOrdering] = useState(false);
  const orderPath = config.api.order;

  return (
    <>
      <PageHeader
        title={config.many}
        back={{ to: DASHBOARD_PATH, label: 'Dashboard' }}
        actions={
          <>
            {orderPath && <OrderToggle ordering={ordering} onChange={setOrdering} />}
            <Link className="admin-button" to={config.paths.add}>
              Add {config.lower}
            </Link>
          </>
        }
      />
      <QueryState query={query}>
        {(items) => {
          if (ordering && orderPath && items.length > 0) {
            const many = config.many.toLowerCase();
            return (
              <OrderList
                label={`Order of ${many}`}
                help={{
                  // The order is of the whole list, whatever the cards were filtered by.
                  before: filter.trim() !== '' && `The filter does not apply here: an order is of all ${many}. `,
                  moving: `a ${config.lower}`,
                  after: "; the site's menus, lists and previous/next links follow this order",
                }}
                layout="stack"
                items={items}
                describe={(item) => orderItem(config, item)}
                save={{ path: orderPath, queryKey: [config.key, 'list'], what: many }}
              />
            );
          }
          const shown = items.filter((item) => matchesFilter(filter, searchableTexts(config, item)));
          return (
            <>
              <ListFilter
                value={filter}
                onChange={setFilter}
                label={`Filter ${config.many.toLowerCase()}`}
                shown={shown.length}
                total={items.length}
              />
              {items.length === 0 ? (
                <p className="admin-empty">No {config.many.toLowerCase()} yet. Add the first one.</p>
              ) : (
                <ul className="card-grid">
                  {shown.map((item) => (
                    <ResourceCard key={String(item[config.idField])} config={config} item={item} />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/** What the filter looks in: the id, and every short text in both languages (titles, addresses). */
function searchableTexts<T extends Record<string, unknown>>(config: ResourceConfig<T>, item: T): unknown[] {
  const shortFields = config.rows.flatMap(fieldsOf).filter((field) => field.kind === 'text');
  return [String(item[config.idField]), config.describe(item).title, ...shortFields.map((field) => item[field.name])];
}

/** An item as the order list shows it: its title, id and subtitle, and its picture. */
function orderItem<T extends Record<string, unknown>>(config: ResourceConfig<T>, item: T): OrderItem {
  const { title, subtitle, image, imageSet } = config.describe(item);
  const id = Number(item[config.idField]);
  return {
    id,
    title,
    meta: subtitle ? `#${id} · ${subtitle}` : `#${id}`,
    image: image ?? null,
    srcSet: imageSet?.webp,
  };
}

import { useState } from 'react';
import { Link } from 'react-router';
import OrderList, { type OrderItem } from '#admin/features/ordering/OrderList.tsx';
import OrderToggle from '#admin/features/ordering/OrderToggle.tsx';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { ResourceConfig } from '../resource.ts';
import { useResourceList } from '../use-resource.ts';
import PagedList from './PagedList.tsx';

/**
 * A kind's items a page at a time, searched, sorted and narrowed (PagedList); for a kind in an
 * order admins set, a mode that changes that order, which shows every item.
 */
export default function ResourceList<T extends Record<string, unknown>>({ config }: { config: ResourceConfig<T> }) {
  const [ordering, setOrdering] = useState(false);
  const orderPath = config.api.order;
  const t = useAdminText();
  const language = useAdminLanguage();
  const noun = config.nouns[language];
  const whole = useResourceList(config, ordering);

  return (
    <>
      <PageHeader
        title={noun.many}
        back={{ to: DASHBOARD_PATH, label: t.common.dashboard }}
        actions={
          <>
            {orderPath && <OrderToggle ordering={ordering} onChange={setOrdering} />}
            <Link className="admin-button" to={config.paths.add}>
              {t.lists.add(noun.lower)}
            </Link>
          </>
        }
      />
      {ordering && orderPath ? (
        <QueryState query={whole}>
          {(items) => {
            const many = noun.manyLower;
            if (items.length === 0) return <p className="admin-empty">{t.lists.none(noun.manyLower)}</p>;
            return (
              <OrderList
                label={t.ordering.label(many)}
                help={{
                  // The order is of the whole list, whatever page, search or filter the list showed.
                  before: t.ordering.all(items.length, many),
                  moving: t.ordering.moving(noun.lower),
                  after: t.ordering.siteFollows,
                }}
                layout="stack"
                items={items}
                describe={(item) => orderItem(config, item, language)}
                save={{ path: orderPath, queryKey: [config.entity.kind, 'list'], what: many }}
              />
            );
          }}
        </QueryState>
      ) : (
        <PagedList config={config} />
      )}
    </>
  );
}

/** An item as the order list shows it: its title, id and subtitle, and its picture. */
function orderItem<T extends Record<string, unknown>>(
  config: ResourceConfig<T>,
  item: T,
  language: Language,
): OrderItem {
  const { title, subtitle, image, imageSet } = config.describe(item, language);
  const id = Number(item[config.idField]);
  return {
    id,
    title,
    meta: subtitle ? `#${id} · ${subtitle}` : `#${id}`,
    image: image ?? null,
    srcSet: imageSet?.webp,
  };
}

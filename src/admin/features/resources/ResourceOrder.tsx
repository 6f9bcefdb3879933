import OrderList from '../ordering/OrderList.tsx';
import { useSaveOrder } from '../ordering/use-save-order.ts';
import type { ResourceConfig } from './resource.ts';

/** Every item of a kind in the order the public site shows them, to put in another order; each drop is saved. */
export default function ResourceOrder<T extends Record<string, unknown>>({
  config,
  items,
  path,
  filtered,
}: {
  config: ResourceConfig<T>;
  items: T[];
  path: string;
  /** Whether the cards were filtered: the order is of the whole list, which this then says. */
  filtered: boolean;
}) {
  const idOf = (item: T) => Number(item[config.idField]);
  const save = useSaveOrder({ queryKey: [config.key, 'list'], idOf, what: config.many.toLowerCase() });
  const many = config.many.toLowerCase();
  return (
    <>
      <p className="order-help" id={`${config.key}-order-help`}>
        {filtered && `The filter does not apply here: an order is of all ${many}. `}
        Drag a {config.lower} by its handle, or focus the handle, press Enter, move with the arrow keys and press Enter
        again. Each move is saved and published; the site's menus, lists and previous/next links follow this order.
      </p>
      <OrderList
        label={`Order of ${many}`}
        layout="stack"
        items={items.map((item) => {
          const { title, subtitle, image, imageSet } = config.describe(item);
          const id = idOf(item);
          return {
            id,
            title,
            meta: subtitle ? `#${id} · ${subtitle}` : `#${id}`,
            image: image ?? null,
            srcSet: imageSet?.webp,
          };
        })}
        onOrder={(ids) => save.mutate({ path, ids })}
      />
    </>
  );
}

import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { movedOrder } from './moved-order.ts';
import { type SavedOrder, useSaveOrder } from './use-save-order.ts';

/** An item as the order list shows it: what it is, and a small picture. */
export interface OrderItem {
  id: number;
  title: string;
  /** A second line: the id, an address. */
  meta?: string | undefined;
  image?: string | null | undefined;
  srcSet?: string | undefined;
}

interface Props<T> {
  /** What the list is, for screen readers: "Order of projects". */
  label: string;
  /** What the help above the list says an admin drags ("a project"), and what it adds before and after. */
  help: { moving: string; before?: string | false; after?: string };
  /** `grid`: pictures in rows and columns (images); `stack`: one item a line. */
  layout: 'stack' | 'grid';
  items: T[];
  /** How an item of the list's query shows in the order list. */
  describe: (item: T) => OrderItem;
  /** Where each new order is saved, after every drop. */
  save: Omit<SavedOrder<T>, 'idOf'>;
}

/**
 * A list reordered by dragging an item, or by keyboard: on an item's handle, Enter picks it up,
 * the arrow keys choose where it goes, Enter drops it and Escape cancels. React Aria announces
 * each step to screen readers. Each drop is saved (use-save-order.ts).
 */
export default function OrderList<T>({ label, help, layout, items, describe, save }: Props<T>) {
  const shown = items.map(describe);
  const words = useAdminText().ordering;
  const saveOrder = useSaveOrder({ ...save, idOf: (item: T) => describe(item).id });
  const ids = shown.map((item) => item.id);
  const titleOf = (id: unknown) => shown.find((item) => item.id === id)?.title ?? String(id);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': titleOf(key) })),
    onReorder: ({ keys, target }) => {
      const moving = new Set([...keys].map(Number));
      const position = target.dropPosition === 'after' ? 'after' : 'before';
      saveOrder.mutate(movedOrder(ids, moving, Number(target.key), position));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className="order-drop" />,
  });

  return (
    <>
      <p className="order-help">
        {help.before}
        {words.help(help.moving, help.after ?? '')}
      </p>
      <GridList
        aria-label={label}
        items={shown}
        layout={layout}
        // In a grid the arrow keys move between pictures in two directions, so Tab reaches an item's handle.
        keyboardNavigationBehavior={layout === 'grid' ? 'tab' : 'arrow'}
        dragAndDropHooks={dragAndDropHooks}
        className={`order-list order-list--${layout}`}
      >
        {(item) => (
          <GridListItem id={item.id} textValue={item.title} className="order-item" data-order-id={item.id}>
            <Button slot="drag" className="order-item__handle" aria-label={words.move(item.title)}>
              <span aria-hidden="true">⠿</span>
            </Button>
            {item.image !== undefined &&
              (item.image ? (
                <img className="order-item__image" src={item.image} srcSet={item.srcSet} sizes="160px" alt="" />
              ) : (
                <span className="order-item__image order-item__image--empty" aria-hidden="true" />
              ))}
            <span className="order-item__text">
              <span className="order-item__title">{item.title}</span>
              {item.meta && <span className="order-item__meta">{item.meta}</span>}
            </span>
          </GridListItem>
        )}
      </GridList>
    </>
  );
}

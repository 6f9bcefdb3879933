import { Button, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { movedOrder } from './moved-order.ts';

/** An item as the order list shows it: what it is, and a small picture. */
export interface OrderItem {
  id: number;
  title: string;
  /** A second line: the id, an address. */
  meta?: string | undefined;
  image?: string | null | undefined;
  srcSet?: string | undefined;
}

interface Props {
  /** What the list is, for screen readers: "Order of projects". */
  label: string;
  items: OrderItem[];
  /** `grid`: pictures in rows and columns (images); `stack`: one item a line. */
  layout: 'stack' | 'grid';
  /** Called with every id, in the new order, after a drop. */
  onOrder: (ids: number[]) => void;
}

/**
 * A list reordered by dragging an item, or by keyboard: on an item's handle, Enter picks it up,
 * the arrow keys choose where it goes, Enter drops it and Escape cancels. React Aria announces
 * each step to screen readers.
 */
export default function OrderList({ label, items, layout, onOrder }: Props) {
  const ids = items.map((item) => item.id);
  const titleOf = (id: unknown) => items.find((item) => item.id === id)?.title ?? String(id);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': titleOf(key) })),
    onReorder: ({ keys, target }) => {
      const moving = new Set([...keys].map(Number));
      const position = target.dropPosition === 'after' ? 'after' : 'before';
      onOrder(movedOrder(ids, moving, Number(target.key), position));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className="order-drop" />,
  });

  return (
    <GridList
      aria-label={label}
      items={items}
      layout={layout}
      // In a grid the arrow keys move between pictures in two directions, so Tab reaches an item's handle.
      keyboardNavigationBehavior={layout === 'grid' ? 'tab' : 'arrow'}
      dragAndDropHooks={dragAndDropHooks}
      className={`order-list order-list--${layout}`}
    >
      {(item) => (
        <GridListItem id={item.id} textValue={item.title} className="order-item" data-order-id={item.id}>
          <Button slot="drag" className="order-item__handle" aria-label={`Move ${item.title}`}>
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
  );
}

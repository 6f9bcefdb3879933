import { type RefObject, useEffect, useRef } from 'react';

/**
 * After "Show more", keyboard and screen-reader users continue at the first new item: `focusFrom`
 * asks for the link of the list's item at `index`, focused as soon as that item is rendered.
 */
export function useFocusNewItem(list: RefObject<HTMLElement | null>) {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const item = list.current?.children[pending.current];
    const link = item?.querySelector<HTMLElement>('a[href]');
    if (!link) return;
    pending.current = null;
    link.focus();
  });
  return (index: number) => {
    pending.current = index;
  };
}

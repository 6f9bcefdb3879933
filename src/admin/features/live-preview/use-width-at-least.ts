import { useLayoutEffect, useState } from 'react';

/**
 * Whether the element given to `ref` is at least `minWidthPx` wide, followed as it resizes;
 * measured before the first paint, so that what depends on it never shows in the wrong
 * arrangement first.
 */
export function useWidthAtLeast(minWidthPx: number): [ref: (element: HTMLElement | null) => void, wide: boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWide(element.getBoundingClientRect().width >= minWidthPx);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, minWidthPx]);
  return [setElement, wide];
}

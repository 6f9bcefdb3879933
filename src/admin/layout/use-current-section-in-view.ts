import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the row of sections, where it scrolls sideways (a phone's), so that the current
 * section's link stands in its middle: on a new screen the admin sees where they are.
 */
export function useCurrentSectionInView(row: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what the effect answers.
  useEffect(() => {
    const sections = row.current;
    const current = sections?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!sections || !current || sections.scrollWidth <= sections.clientWidth) return;
    const [link, box] = [current.getBoundingClientRect(), sections.getBoundingClientRect()];
    sections.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
  }, [pathname]);
}

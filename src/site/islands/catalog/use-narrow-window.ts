import { useSyncExternalStore } from 'react';
import { BREAKPOINT_SM_PX } from '#shared/constants.ts';

const QUERY = `(width < ${BREAKPOINT_SM_PX}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the window is narrower than BREAKPOINT_SM_PX, where landscape catalogues turn (docs/product.md#states-and-transitions). */
export const useNarrowWindow = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );

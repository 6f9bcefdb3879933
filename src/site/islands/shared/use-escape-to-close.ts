import { useEffect, useEffectEvent } from 'react';

/**
 * Escape closes an open overlay wherever focus is. React Aria closes it only with focus inside,
 * and moves focus inside once the opening animation has ended: an Escape pressed sooner was lost.
 */
export function useEscapeToClose(isOpen: boolean, close: () => void) {
  const onEscape = useEffectEvent(close);
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape handled inside (by React Aria itself, or by a field) has stopped or been prevented.
      if (event.key === 'Escape' && !event.defaultPrevented) onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);
}

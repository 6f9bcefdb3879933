import { useEffect } from 'react';

/** The event the smooth-scroll module listens to; `document.documentElement.dataset.scrollLocked` says the state. */
export const SCROLL_LOCK_EVENT = 'scroll-lock-change';

/**
 * While `locked`, marks the page as scroll-locked so that smooth scrolling pauses; React Aria's
 * modal itself stops the page from scrolling. Unlocking restores both.
 */
export function useScrollLockFlag(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    root.dataset.scrollLocked = 'true';
    window.dispatchEvent(new CustomEvent(SCROLL_LOCK_EVENT, { detail: { locked: true } }));
    return () => {
      delete root.dataset.scrollLocked;
      window.dispatchEvent(new CustomEvent(SCROLL_LOCK_EVENT, { detail: { locked: false } }));
    };
  }, [locked]);
}

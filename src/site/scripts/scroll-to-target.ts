import { SCROLL_TARGET_DELAY_MS, SCROLL_TARGET_EXTRA_DELAY_MS } from '#shared/constants.ts';
import { scrollToElement } from './smooth-scroll.ts';

/** The section a link asked for: `?targetId=` in the address, or `targetId` in the history state. */
function requestedTarget(): string | null {
  const fromQuery = new URLSearchParams(window.location.search).get('targetId');
  if (fromQuery) return fromQuery;
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'targetId' in state && typeof state.targetId === 'string') {
    return state.targetId;
  }
  return null;
}

/**
 * Scrolls to the element whose id the page was asked for, once the page has settled: after
 * SCROLL_TARGET_DELAY_MS, then SCROLL_TARGET_EXTRA_DELAY_MS more so that late images have taken
 * their space (docs/product.md#screens-and-routes). Focus moves there too, so keyboard and screen-reader users land on it.
 */
export function scrollToTargetFromQuery(): void {
  const targetId = requestedTarget();
  if (!targetId) return;
  window.setTimeout(() => {
    window.setTimeout(() => {
      const target = document.getElementById(targetId);
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // The section takes focus for keyboard and screen-reader users, without a ring around all of it.
      target.focus({ preventScroll: true, focusVisible: false });
      scrollToElement(target);
    }, SCROLL_TARGET_EXTRA_DELAY_MS);
  }, SCROLL_TARGET_DELAY_MS);
}
